/* rep_atleast.c - talon atleast's table: the exact "better than" figures
 * of tab_atleast beside the article's cells, with the reason of each cell
 * that differs (rep_atleast.h states the contract). */
#include <math.h>
#include <stdio.h>

#include "dclass.h"
#include "err.h"
#include "labels.h"
#include "rep_atleast.h"

enum { C_DECK, C_ACE, C_THR, C_PROB, C_ART, C_DIFF, C_FLAG, C_REASON };

static const char *const RANK_TXT[CARD_RANKS] = {"2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"};
static const char *const RANK_TXT_FR[CARD_RANKS] = {"2", "3", "4", "5", "6", "7", "8", "9", "10", "V", "D", "R", "A"};

/* "8-9-10-J to 10-J-Q-K": the open-ended four-straights of the deck. */
static void open_note(const rules *r, int L, char *buf, size_t size)
{
    int bottoms[CARD_RANKS + 1], n = 0;
    if (dclass_open_ended(r, RANK_A))
        bottoms[n++] = -1;   /* the low ace: A-x-x-x */
    for (int b = r->low_rank; b <= RANK_J; b++)
        if (dclass_open_ended(r, b))
            bottoms[n++] = b;
    if (n == 0) {
        snprintf(buf, size, "%s", L ? "aucune dans ce jeu" : "none in this deck");
        return;
    }
    const char *const *RT = L ? RANK_TXT_FR : RANK_TXT;
    char s[2][24];
    for (int i = 0; i < 2; i++) {
        int b = bottoms[i ? n - 1 : 0];
        int first = b < 0 ? r->low_rank : b + 1;
        snprintf(s[i], sizeof s[i], "%s-%s-%s-%s", b < 0 ? "A" : RT[b], RT[first], RT[first + 1], RT[first + 2]);
    }
    if (n == 1)
        snprintf(buf, size,
                 L ? "%s seulement (les deux bouts doivent exister et être de rangs différents)"
                   : "%s only (both ends must exist and be different ranks)",
                 s[0]);
    else
        snprintf(buf, size,
                 L ? "%s à %s (les deux bouts doivent exister et être de rangs différents ; V-D-R-A jamais)"
                   : "%s to %s (both ends must exist and be different ranks; J-Q-K-A never)",
                 s[0], s[1]);
}

/* "nothing < pair (2..A) < draw < two pair < trips < straight < ..." */
static void classes_note(const rules *r, int L, char *buf, size_t size)
{
    int len = snprintf(buf, size,
                       L ? "rien < paire (%s..A, par rang) < tirage jouable" : "nothing < pair (%s..A, by rank) < playable draw",
                       RANK_TXT[r->low_rank]);
    for (int k = DCLASS_TWO_PAIR; k < DCLASS_COUNT && len > 0 && (size_t)len < size; k++) {
        char name[DCLASS_NAME_MAX];
        dclass_name(r, k, L, name, sizeof name);
        for (char *p = name; *p; p++)
            if (*p >= 'A' && *p <= 'Z')
                *p = (char)(*p - 'A' + 'a');
        len += snprintf(buf + len, size - (size_t)len, " < %s", name);
    }
}

/* One deck's table in the making. */
typedef struct atleast_ctx {
    const rep_atleast_params *p;
    int deck;
    const rules *r;
    const tab_atleast *a, *alt;  /* ours; the other straight convention */
    double art[TAB_ATLEAST_MAX_ROWS];   /* the article's cells (NAN where it has none) */
    char keys[TAB_ATLEAST_MAX_ROWS][DCLASS_NAME_MAX];
    bool art_trunc, have_art;
    double between;              /* P(two pair or better but below trips), points */
    bool art_inconsistent;       /* the article's trips and two-pair cells contradict that */
    int ndiff, ncells;
} atleast_ctx;

/* The article's cells beside ours, and whether its own trips and two-pair
 * cells agree. */
static void compare(atleast_ctx *x)
{
    for (int i = 0; i < x->a->nrows; i++) {
        dclass_key(x->r, x->a->rows[i].cls, x->keys[i], sizeof x->keys[i]);
        x->art[i] = NAN;
        bool tr;
        /* Its cells rank hands in the modern order (as freq's column). */
        if (x->r->order == ORDER_MODERN && tab_atleast_article(x->deck, x->keys[i], &x->art[i], &tr) == TALON_OK) {
            x->art_trunc = tr;
            x->have_art = true;
        } else {
            x->art[i] = NAN;
        }
    }
    /* The article's trips and two-pair cells (rows 0 and 1) bound the
     * probability of the classes between them; with one printed decimal
     * each, their difference is within 0.1 point of the exact value. */
    x->between = 100.0 * (double)(x->a->rows[1].better - x->a->rows[0].better) / (double)x->a->total;
    x->art_inconsistent = !isnan(x->art[0]) && !isnan(x->art[1]) &&
                          fabs((x->art[1] - x->art[0]) - x->between) > 0.1 + 1e-9;
}

static void head(out_table *t, const atleast_ctx *x)
{
    const int L = x->p->lang;
    char dn[40], al[80], title[120], buf[400];
    label_deck_name_lang(x->deck, L, dn, sizeof dn);
    label_ace_low_name_lang(x->r, L, al, sizeof al);
    snprintf(title, sizeof title, L ? "Jeux ayant plus que…, %s" : "Hands better than…, %s", dn);
    out_init(t, title);
    label_conventions(t, x->r);
    label_method_fields(t, x->p->seed, true, 0);
    out_note(t, L ? "as bas" : "ace-low", "%s", al);
    out_note(t, L ? "ordre" : "order", "%s", label_order_name(x->r->order, L));
    classes_note(x->r, L, buf, sizeof buf);
    out_note(t, "classes", "%s", buf);
    out_note(t, L ? "tirage jouable" : "playable draw", "%s",
             L ? "quatre cartes à la couleur (les tirages à la quinte flush, ouverts, par un bout ou ventraux, sont "
                 "quatre à la couleur) ou quatre cartes à la quinte ouverte des deux bouts ; une paire qui en tient un "
                 "compte comme tirage ; les tirages à la quinte par un bout, ventraux et doublement ventraux ne sont "
                 "pas jouables"
               : "four to a flush (straight-flush draws, open, one-way or inside, are four to a flush) "
                 "or an open-ended four-straight; a pair holding one counts as a draw; one-way, inside "
                 "and double-inside straight draws are not playable");
    open_note(x->r, L, buf, sizeof buf);
    out_note(t, L ? "ouvert des deux bouts" : "open-ended", "%s", buf);
    out_group_digits(x->a->total, buf, sizeof buf);
    out_note(t, L ? "méthode" : "method",
             L ? "exacte : chacune des C(%d,5) = %s mains classée ; une ligne vaut P(classe > ligne)"
               : "exact: each of the C(%d,5) = %s hands classified; a row is P(class > row)",
             x->deck, buf);
    out_col(t, "deck", L ? "Jeu" : "Deck", OUT_INT);
    out_col(t, "ace_low", L ? "As bas" : "Ace low", OUT_BOOL);
    out_col(t, "threshold", L ? "Plus que" : "Better than", OUT_STR);
    out_col(t, "probability", L ? "Probabilité" : "Probability", OUT_NUM);
    out_col(t, "article", "Article", OUT_NUM);
    if (!x->p->csv && x->have_art) {   /* csv keeps exactly its five columns */
        out_col(t, "diff", L ? "Écart (points)" : "Diff (points)", OUT_NUM);
        out_col(t, "differs", L ? "Signal" : "Flag", OUT_STR);
        out_col(t, "reason", L ? "Raison" : "Reason", OUT_STR);
    }
    out_hide(t, C_DECK);
    out_hide(t, C_ACE);
}

/* Why row i differs: the article's own inconsistency, the other convention. */
static void reason(const atleast_ctx *x, int i, char *buf, size_t size)
{
    const double *art = x->art;
    const int L = x->p->lang;
    size_t len = 0;
    buf[0] = 0;
    double pa = 100.0 * tab_atleast_prob(x->alt, i);
    bool agrees = tab_atleast_agrees(tab_atleast_prob(x->alt, i), art[i], x->art_trunc);
    const char *fits = agrees ? (L ? "qui concorde" : "fits") : (L ? "qui ne concorde pas" : "does not fit");
    const char *other = x->alt->ace_low ? (L ? "oui" : "on") : (L ? "non" : "off");
    if (x->art_inconsistent && i <= 1)
        len += (size_t)snprintf(buf + len, size - len,
                                L ? "article incohérent : ses lignes double paire et brelan diffèrent de %.1f points, "
                                    "exactement %.3f%% des mains sont entre les deux ; "
                                  : "article inconsistent: its two-pair and trips rows differ by %.1f points, "
                                    "exactly %.3f%% of hands lie between; ",
                                art[1] - art[0], x->between);
    if (i <= 2)          /* trips, two pair, draw: only the straight convention matters */
        snprintf(buf + len, size - len, L ? "as bas %s donne %.3f%%, %s" : "ace-low %s gives %.3f%%, which %s", other,
                 pa, fits);
    else if (i == 3 && !isnan(art[2]))   /* P(> AA) = P(two pair or better) + P(draw) */
        snprintf(buf + len, size - len,
                 L ? "les tirages de l'article font %.1f%% (ses lignes AA moins tirage), les nôtres %.3f%% ; "
                     "as bas %s donne %.3f%%, %s"
                   : "the article's draws are %.1f%% (its AA minus draw rows), ours %.3f%%; "
                     "ace-low %s gives %.3f%%, which %s",
                 art[3] - art[2], 100.0 * (double)x->a->counts[DCLASS_DRAW] / (double)x->a->total, other, pa, fits);
    else
        snprintf(buf + len, size - len,
                 L ? "les lignes de paires de l'article montent d'un pas uniforme (notes) ; as bas %s donne %.3f%%, %s"
                   : "the article's pair rows rise by a uniform step (notes); ace-low %s gives %.3f%%, which %s",
                 other, pa, fits);
}

static void atleast_row(out_table *t, atleast_ctx *x, int i)
{
    double p = tab_atleast_prob(x->a, i);
    char name[DCLASS_NAME_MAX];
    dclass_name(x->r, x->a->rows[i].cls, x->p->lang, name, sizeof name);
    out_row(t);
    out_set_int(t, C_DECK, (uint64_t)x->deck);
    out_set_bool(t, C_ACE, x->r->ace_low);
    out_set(t, C_THR, x->keys[i], name);
    out_set_prob(t, C_PROB, p);
    if (isnan(x->art[i])) {
        out_set(t, C_ART, "", "-");
        return;
    }
    char raw[32], shown[32];
    snprintf(raw, sizeof raw, "%.3f", x->art[i] / 100.0);
    snprintf(shown, sizeof shown, "%.1f%%", x->art[i]);
    out_set(t, C_ART, raw, shown);
    x->ncells++;
    if (x->p->csv)
        return;
    out_set_num(t, C_DIFF, 100.0 * p - x->art[i], "%+.2f");
    if (tab_atleast_agrees(p, x->art[i], x->art_trunc))
        return;
    x->ndiff++;
    out_set_str(t, C_FLAG, x->p->lang ? "DIFFÈRE" : "DIFFERS");
    char buf[300];
    reason(x, i, buf, sizeof buf);
    out_set_str(t, C_REASON, buf);
}

/* The notes on the article under the rows. */
static void tail(out_table *t, const atleast_ctx *x)
{
    const double *art = x->art;
    const int L = x->p->lang;
    if (!x->have_art) {
        if (x->r->order != ORDER_MODERN)
            out_note(t, "article", "%s",
                     L ? "non montré : ses cases classent les mains dans l'ordre moderne (donnez --order modern)"
                       : "not shown: its cells rank hands in the modern order (give --order modern)");
        else
            out_note(t, "article",
                     L ? "l'article n'a pas de colonne à %d cartes (il imprime 52, 48, 44, 40, 32)"
                       : "the article has no %d-card column (it prints 52, 48, 44, 40, 32)",
                     x->deck);
        return;
    }
    out_note(t, "article",
             L ? "l'article (« Jeux ayant plus que… », tables/article/atleast.csv), une décimale, cette colonne %s ; une case diffère quand la "
                 "nôtre sort de l'intervalle que sa décimale imprimée représente"
               : "the article's \"Jeux ayant plus que…\" (tables/article/atleast.csv), one decimal, this column %s; a cell differs when ours is "
                 "outside the interval its printed decimal stands for",
             x->art_trunc ? (L ? "tronquée" : "truncated") : (L ? "arrondie" : "rounded"));
    /* The article's pair rows rise by one constant step (an arithmetic
     * progression); the exact steps are P(pair of that rank, no playable
     * draw), which depend on the rank. */
    int first = 3, last = x->a->nrows - 1;
    if (last > first && !isnan(art[first]) && !isnan(art[last])) {
        double lo = 1, hi = 0;
        for (int rk = x->r->low_rank; rk <= RANK_A; rk++) {
            double s = (double)x->a->counts[DCLASS_PAIR(rk)] / (double)x->a->total;
            lo = s < lo ? s : lo;
            hi = s > hi ? s : hi;
        }
        out_note(t, L ? "paires de l'article" : "article pairs",
                 L ? "ses lignes de paires montent d'un pas uniforme de %.3f points par rang ; le pas exact, "
                     "P(paire de ce rang sans tirage jouable), va ici de %.3f à %.3f"
                   : "its pair rows rise by a uniform %.3f points per rank; the exact step, P(pair of that rank "
                     "and no playable draw), is %.3f to %.3f here",
                 (art[last] - art[first]) / (last - first), 100 * lo, 100 * hi);
    }
    if (!x->p->csv)
        out_note(t, L ? "diffèrent" : "differs", L ? "%d cases sur %d" : "%d of %d cells", x->ndiff, x->ncells);
}

void rep_atleast_table(out_table *t, const rep_atleast_params *p, const rules *r, const tab_atleast *a,
                       const tab_atleast *alt)
{
    atleast_ctx x = {.p = p, .deck = r->deck_size, .r = r, .a = a, .alt = alt};
    compare(&x);
    head(t, &x);
    for (int i = 0; i < a->nrows; i++)
        atleast_row(t, &x, i);
    tail(t, &x);
}
