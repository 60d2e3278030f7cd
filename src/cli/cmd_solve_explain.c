/* cmd_solve_explain.c - the --explain table of `talon solve --best-response
 * real` (cmd_solve_explain.h).
 */
#include "cmd_solve_explain.h"

#include <stdio.h>
#include <stdlib.h>

#include "cli.h"

enum { W_SEAT, W_PLAYERS, W_FACING, W_STRENGTH, W_PLAYS, W_GAIN, W_SHARE, W_NCOLS };

typedef struct where_row {
    int spot, band, play;
    double gain;
} where_row;

static int where_cmp(const void *a, const void *b)
{
    double x = ((const where_row *)a)->gain, y = ((const where_row *)b)->gain;
    return (x < y) - (x > y);
}

void cli_real_where_table(int L, const real_br_result *r, out_table *t)
{
    out_init(t, out_tr(L, "Where the responder gains (training deals)", "Où le répondant gagne (donnes d'apprentissage)"));
    out_col(t, "seat", out_tr(L, "Seat", "Place"), OUT_INT);
    out_col(t, "players", out_tr(L, "Players in round 2", "Joueurs au 2e tour"), OUT_STR);
    out_col(t, "facing", out_tr(L, "Facing", "Face à"), OUT_STR);
    out_col(t, "strength", out_tr(L, "Final hand's strength", "Force de la main finale"), OUT_STR);
    out_col(t, "plays", out_tr(L, "It plays", "Il joue"), OUT_STR);
    out_col(t, "antes_per_100", out_tr(L, "Antes/100, training", "Antes/100, apprentissage"), OUT_NUM);
    out_col(t, "share", out_tr(L, "Share of the seat's", "Part de la place"), OUT_NUM);
    static const char *facing_en[] = {"no bet", "a bet", "a raise"}, *facing_fr[] = {"pas de mise", "une mise", "une relance"};
    static const char *play_en[] = {"check", "bet", "fold", "call", "raise"},
                      *play_fr[] = {"parole", "mise", "se couche", "suit", "relance"};
    char head[512] = "";
    size_t hk = 0;
    for (int s = 0; s < r->players; s++) {
        if (!r->done[s])
            continue;
        where_row rows[REAL_BR_SPOTS * REAL_BR_BANDS * REAL_BR_PLAYS];
        int n = 0;
        double tot = 0;
        for (int sp = 0; sp < REAL_BR_SPOTS; sp++)
            for (int b = 0; b < REAL_BR_BANDS; b++)
                for (int pl = 0; pl < REAL_BR_PLAYS; pl++) {
                    double g = r->where[s][sp][b][pl];
                    tot += g;
                    if (g >= 1e-4)
                        rows[n++] = (where_row){sp, b, pl, g};
                }
        qsort(rows, (size_t)n, sizeof *rows, where_cmp);
        for (int i = 0; i < n; i++) {
            char band[32];
            double lo = real_br_band_low(rows[i].band);
            if (rows[i].band + 1 < REAL_BR_BANDS)
                snprintf(band, sizeof band, "%.2f-%.2f", lo, real_br_band_low(rows[i].band + 1));
            else
                snprintf(band, sizeof band, "%.2f-1", lo);
            out_row(t);
            out_set_int(t, W_SEAT, (uint64_t)s + 1);
            out_set(t, W_PLAYERS, rows[i].spot >= 3 ? "3+" : "2", rows[i].spot >= 3 ? "3+" : "2");
            const char *f = (L ? facing_fr : facing_en)[rows[i].spot % 3], *p = (L ? play_fr : play_en)[rows[i].play];
            out_set(t, W_FACING, f, f);
            out_set(t, W_STRENGTH, band, band);
            out_set(t, W_PLAYS, p, p);
            out_set_num(t, W_GAIN, 100 * rows[i].gain, "%.2f");
            out_set_prob(t, W_SHARE, tot > 0 ? rows[i].gain / tot : 0);
        }
        if (hk < sizeof head)
            hk += (size_t)snprintf(head + hk, sizeof head - hk, out_tr(L, "%sseat %d %.2f", "%splace %d %.2f"),
                                   hk ? ", " : "", s + 1, 100 * tot);
    }
    out_headline(t, out_tr(L, "On its training deals the responder's changes win, in antes per 100 deals: %s "
                              "(in-sample estimates, which err upwards: the measured gains are the other table's).",
                           "Sur ses donnes d'apprentissage, les changements du répondant gagnent, en antes pour 100 "
                           "donnes : %s (estimations sur l'échantillon, qui pèchent par excès : les gains mesurés "
                           "sont ceux de l'autre tableau)."),
                 head);
    out_note(t, out_tr(L, "how", "comment"),
             out_tr(L, "each round-2 cell (history, hand) whose play leaves the file's counts its mean gain times "
                       "its weight over the training deals, summed by group: players still in, the bet faced, the "
                       "final hand's strength (the share of hands it beats, ties half), the action it plays "
                       "instead; groups of 0.01 antes per 100 deals or more, largest first",
                    "chaque cellule du 2e tour (historique, main) dont le jeu quitte celui du fichier compte son "
                    "gain moyen fois son poids sur les donnes d'apprentissage, sommé par groupe : joueurs encore "
                    "là, mise à laquelle il fait face, force de la main finale (part des mains battues, égalités "
                    "pour moitié), action jouée à la place ; groupes de 0,01 ante pour 100 donnes ou plus, du plus "
                    "grand au plus petit"));
}
