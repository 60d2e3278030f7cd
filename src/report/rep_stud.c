/* rep_stud.c - the tables of `talon stud` from its computed figures: the
 * outcomes and house edge (the headline, the game, the method and time
 * notes), the strategy by hand, ace-king by up card, and the jackpot side
 * bet (rep_stud.h states the contract). */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "card.h"
#include "rep_stud.h"

static void pays_text(const stud_paytable *pt, char *buf, size_t size)
{
    size_t n = 0;
    buf[0] = 0;
    for (int k = 0; k < STUD_NROWS && n < size; k++)
        n += (size_t)snprintf(buf + n, size - n, "%s%g", k ? "," : "", pt->pay[k]);
}

enum { O_KEY, O_PROB, O_MC, O_NET, O_RET };
enum { S_GROUP, S_PROB, S_RAISED, S_EV };
enum { K_UP, K_PAIRED, K_UNPAIRED };
enum { J_ROW, J_PROB, J_PAYS, J_RET };

/* The exact result's notes: the edge, how it was counted, the time. */
static void exact_notes(out_table *t, const rep_stud_run *u, int L)
{
    char a[64], b[64], c[64];
    double ev = stud_result_ev(&u->g, &u->ex), bet = stud_result_avg_bet(&u->g, &u->ex);
    out_group_digits(u->ex.deals, a, sizeof a);
    out_note(t, out_tr(L, "house edge", "avantage de la maison"),
             out_tr(L, "%.4f%% of the ante (%.4f%% of the average total bet of %.4f antes)%s",
                    "%.4f%% de l'ante (%.4f%% de la mise totale moyenne de %.4f antes)%s"),
             -100 * ev, -100 * ev / bet, bet,
             ev > 0 ? out_tr(L, "; negative: the player has the edge", " ; négatif : l'avantage est au joueur") : "");
    out_group_digits(u->ex.situations, b, sizeof b);
    out_group_digits(u->ex.classes, c, sizeof c);
    out_note(t, out_tr(L, "method", "méthode"),
             out_tr(L, "exact: all %s deals (C(52,5) x 47 hands and up cards x C(46,4) dealer hands), counted without "
                       "dealing them: %s situations in %s suit-symmetry classes, dealer hands by inclusion-exclusion "
                       "over the player's cards",
                    "exacte : les %s donnes (C(52,5) x 47 mains et cartes visibles x C(46,4) mains du croupier), "
                    "comptées sans les distribuer : %s situations en %s classes de symétrie des couleurs, les mains du "
                    "croupier par inclusion-exclusion sur les cartes du joueur"),
             a, b, c);
    out_note(t, out_tr(L, "time", "temps"),
             out_tr(L, "%.2f s exact (%.2f s tables + %.2f s counting) on %d thread%s",
                    "%.2f s exact (%.2f s de tables + %.2f s de comptage) sur %d fil%s"),
             u->t_tables + u->t_exact, u->t_tables, u->t_exact, u->threads, u->threads == 1 ? "" : "s");
}

/* The Monte Carlo result's notes (beside the exact ones, or alone). */
static void mc_notes(out_table *t, const rep_stud_params *p, const rep_stud_run *u)
{
    const int L = p->lang;
    char a[64];
    double lo, hi, ev = stud_result_ev(&u->g, &u->sim);
    stud_result_ci(&u->g, &u->sim, &lo, &hi);
    out_group_digits(u->sim.deals, a, sizeof a);
    out_note(t, u->exact ? out_tr(L, "monte carlo", "monte-carlo") : out_tr(L, "house edge", "avantage de la maison"),
             out_tr(L, "%.4f%% of the ante, 95%% interval [%.4f%%, %.4f%%] from %s deals (seed %llu)",
                    "%.4f%% de l'ante, intervalle à 95 %% [%.4f%%, %.4f%%] sur %s donnes (graine %llu)"),
             -100 * ev, -100 * hi, -100 * lo, a, (unsigned long long)p->seed);
    if (u->exact) {
        double ee = stud_result_ev(&u->g, &u->ex);
        bool in = ee >= lo && ee <= hi;
        out_note(t, out_tr(L, "agreement", "accord"),
                 out_tr(L, "the exact edge is %s the Monte Carlo interval",
                        "l'avantage exact est %s l'intervalle de Monte-Carlo"),
                 in ? out_tr(L, "inside", "dans") : out_tr(L, "OUTSIDE", "HORS DE"));
    } else {
        out_note(t, out_tr(L, "method", "méthode"), "%s",
                 out_tr(L, "Monte Carlo: random deals, each played with its exact optimal decision; interval from the "
                           "normal approximation; identical at any --threads",
                        "Monte-Carlo : donnes au hasard, chacune jouée avec sa décision optimale exacte ; intervalle "
                        "par l'approximation normale ; identique pour tout --threads"));
    }
    out_note(t, u->exact ? out_tr(L, "time (monte carlo)", "temps (monte-carlo)") : out_tr(L, "time", "temps"),
             out_tr(L, "%.2f s (%.2f s tables + %.2f s simulation) on %d thread%s",
                    "%.2f s (%.2f s de tables + %.2f s de simulation) sur %d fil%s"),
             u->t_tables + u->t_mc, u->t_tables, u->t_mc, u->threads, u->threads == 1 ? "" : "s");
}

/* The label of an outcome line (key: its raw form). */
static void line_label(const rep_stud_run *u, const stud_line *l, int L, char *key, size_t ksize, char *buf,
                       size_t size)
{
    if (l->outcome == STUD_WIN) {
        snprintf(key, ksize, "win_%s", stud_row_key(l->row));
        snprintf(buf, size, L ? "%s %s (%g contre 1)" : "%s %s (%g to 1)", L ? "Gagne avec" : "Win with",
                 stud_row_name(l->row, L), u->g.pay.pay[l->row]);
        char *nm = buf + strlen(L ? "Gagne avec " : "Win with ");
        *nm = (char)(*nm | 0x20);   /* "Win with full house": the names start with an ASCII capital */
        return;
    }
    snprintf(key, ksize, "%s", stud_outcome_key(l->outcome));
    const char *en[] = {"Fold", "Dealer does not qualify", "", "Tie (push)", "Lose"};
    const char *fr[] = {"Se couche", "Croupier non qualifié", "", "Égalité", "Perd"};
    snprintf(buf, size, "%s", (L ? fr : en)[l->outcome]);
}

/* The answer: the house edge under optimal play, exact (or with its
 * Monte Carlo interval when only simulated). */
static void headline(out_table *t, const rep_stud_params *p, const rep_stud_run *u)
{
    const int L = p->lang;
    double ev = stud_result_ev(&u->g, u->R), bet = stud_result_avg_bet(&u->g, u->R);
    /* A raise that pays more than the house gives back (--raise-antes 3 with
     * the standard paytable) gives the player the edge: say so instead of
     * a negative house edge. */
    const bool player = ev > 0;
    const double sgn = player ? 100 : -100;
    char how[120];
    bool sure = true;
    if (u->exact) {
        snprintf(how, sizeof how, "%s", "exact");
    } else {
        double lo, hi;
        stud_result_ci(&u->g, &u->sim, &lo, &hi);
        sure = lo > 0;
        snprintf(how, sizeof how, L ? "intervalle à 95 %% [%.4f%%, %.4f%%]" : "95%% interval [%.4f%%, %.4f%%]",
                 player ? 100 * lo : -100 * hi, player ? 100 * hi : -100 * lo);
    }
    if (player)   /* "the house loses" only where the sign is sure: exact, or an interval above 0 */
        out_headline(t,
                     L ? "Joué au mieux (relancer de %g antes exactement quand la relance vaut mieux que se coucher), "
                         "le joueur gagne %.4f%% de l'ante (%s), soit %.4f%% de la mise totale moyenne%s."
                       : "Played optimally (raise %g antes exactly when raising is worth more than folding), the "
                         "player wins %.4f%% of the ante (%s), %.4f%% of the average total bet%s.",
                     u->g.raise, sgn * ev, how, sgn * ev / bet,
                     !sure ? "" : L ? " : la maison perd à cette relance" : ": the house loses at this raise");
    else
        out_headline(t,
                     L ? "Joué au mieux (relancer de %g antes exactement quand la relance vaut mieux que se coucher), "
                         "la maison garde %.4f%% de l'ante (%s), soit %.4f%% de la mise totale moyenne."
                       : "Played optimally (raise %g antes exactly when raising is worth more than folding), the house "
                         "keeps %.4f%% of the ante (%s), %.4f%% of the average total bet.",
                     u->g.raise, sgn * ev, how, sgn * ev / bet);
}

/* The house edge and the run's facts as JSON fields. */
static void outcome_fields(out_table *t, const rep_stud_params *p, const rep_stud_run *u)
{
    double ev = stud_result_ev(&u->g, u->R);
    out_field_num(t, "house_edge", -ev);
    if (u->mc) {
        double lo, hi;
        stud_result_ci(&u->g, &u->sim, &lo, &hi);
        out_field_num(t, "mc_house_edge", -stud_result_ev(&u->g, &u->sim));
        out_field_num(t, "mc_house_edge_ci_low", -hi);
        out_field_num(t, "mc_house_edge_ci_high", -lo);
    }
    out_field(t, "edge_unit", OUT_STR, "fraction of the ante");
    out_field(t, "raise_antes", OUT_NUM, "%g", u->g.raise);
    out_field(t, "exact", OUT_BOOL, "%s", u->exact ? "true" : "false");
    if (u->mc) {
        out_field(t, "monte_carlo.trials", OUT_INT, "%llu", (unsigned long long)u->sim.deals);
        out_field(t, "monte_carlo.seed", OUT_INT, "%llu", (unsigned long long)p->seed);
        out_field(t, "monte_carlo.ci_level", OUT_NUM, "0.95");
    }
}

/* A row an outcome (exact; both: the Monte Carlo share beside it), then
 * the total. */
static void outcome_rows(out_table *t, const rep_stud_run *u, bool both, int L)
{
    char buf[512];
    stud_line lines[STUD_NLINES], slines[STUD_NLINES];
    stud_result_lines(&u->g, u->R, lines);
    if (both)
        stud_result_lines(&u->g, &u->sim, slines);
    double deals = (double)u->R->deals, sdeals = u->mc ? (double)u->sim.deals : 1;
    for (int i = 0; i < STUD_NLINES; i++) {
        char key[48];
        double n = (double)lines[i].deals, net = lines[i].net;
        line_label(u, &lines[i], L, key, sizeof key, buf, sizeof buf);
        out_row(t);
        out_set(t, O_KEY, key, buf);
        out_set_prob(t, O_PROB, n / deals);
        if (both)
            out_set_prob(t, O_MC, (double)slines[i].deals / sdeals);
        else
            out_set(t, O_MC, "", "");
        out_set_num(t, O_NET, net, "%+.0f");
        if (net != floor(net))
            out_set_num(t, O_NET, net, "%+g");
        out_set_num(t, O_RET, n / deals * net, "%+.6f");
    }
    out_row(t);
    out_set(t, O_KEY, "total", "Total");
    out_set_prob(t, O_PROB, 1.0);
    out_set(t, O_MC, both ? "1" : "", both ? "100.000%" : "");
    out_set(t, O_NET, "", "");
    out_set_num(t, O_RET, stud_result_ev(&u->g, u->R), "%+.6f");
}

/* Outcomes and house edge. */
static void outcome_table(out_table *t, const rep_stud_params *p, const rep_stud_run *u)
{
    int L = p->lang;
    char buf[512], q[16];
    out_init(t, L ? "Cyber Stud Poker, jeu optimal : issues et avantage de la maison"
                  : "Cyber Stud Poker, optimal play: outcomes and house edge");
    headline(t, p, u);
    stud_value_ranks(&u->r, stud_qualifier(&u->r), q, sizeof q);
    out_note(t, out_tr(L, "game", "jeu"),
             out_tr(L, "52 cards; ante 1, raise %g antes; the dealer qualifies with ace-king (%s) or better",
                    "52 cartes ; ante 1, relance de %g antes ; le croupier se qualifie avec as-roi (%s) ou mieux"),
             u->g.raise, q);
    pays_text(&u->g.pay, buf, sizeof buf);
    out_note(t, out_tr(L, "raise pays", "la relance paie"),
             out_tr(L, "%s to 1 (high card, pair, two pair, trips, straight, flush, full house, quads, straight flush, "
                       "royal flush)%s%s",
                    "%s contre 1 (carte haute, paire, double paire, brelan, quinte, couleur, main pleine, carré, "
                    "quinte flush, quinte flush royale)%s%s"),
             buf, p->paytable ? out_tr(L, "; from ", " ; lu dans ") : "", p->paytable ? p->paytable : "");
    out_note(t, out_tr(L, "strategy", "stratégie"), "%s",
             out_tr(L, "optimal: raise exactly when the exact expected value of raising, given your five cards and "
                       "the up card, is above -1 (folding)",
                    "optimale : relancer exactement quand l'espérance exacte de la relance, vu vos cinq cartes et la "
                    "carte visible, dépasse -1 (se coucher)"));
    outcome_fields(t, p, u);
    if (u->exact)
        exact_notes(t, u, L);
    if (u->mc)
        mc_notes(t, p, u);
    out_col(t, "outcome", L ? "Issue" : "Outcome", OUT_STR);
    out_col(t, "probability", L ? "Probabilité" : "Probability", OUT_NUM);
    out_col(t, "mc_probability", "Monte Carlo", OUT_NUM);
    out_col(t, "net", L ? "Gain (antes)" : "Net (antes)", OUT_NUM);
    out_col(t, "return", L ? "Contribution" : "Return", OUT_NUM);
    bool both = u->exact && u->mc;
    if (!both)   /* the Monte Carlo column only beside the exact one */
        t->cols[O_MC].text_hidden = t->cols[O_MC].data_hidden = 1;
    outcome_rows(t, u, both, L);
}

/* The exact strategy's notes: pairs, ace-king, the thresholds. */
static void strategy_notes(out_table *t, const rep_stud_run *u, int L)
{
    const stud_result *ex = &u->ex;
    char w[16], f[16];
    stud_value_ranks(&u->r, ex->weakest_raised, w, sizeof w);
    stud_value_ranks(&u->r, ex->always_from, f, sizeof f);
    uint64_t ps = 0, pr = 0;
    for (int gr = STUD_G_PAIR; gr < STUD_NGROUPS; gr++) {
        ps += ex->sit[gr];
        pr += ex->raised[gr];
    }
    const char *pob = out_tr(L, "pair or better", "paire ou mieux");
    if (ex->pairs_always)
        out_note(t, pob, "%s",
                 out_tr(L, "always raise (whatever the up card)",
                        "toujours relancer (quelle que soit la carte visible)"));
    else
        out_note(t, pob,
                 out_tr(L, "raise in %.2f%% of situations (see the table)",
                        "relancer dans %.2f%% des situations (voir la table)"),
                 100.0 * (double)pr / (double)ps);
    out_note(t, out_tr(L, "below ace-king", "sous as-roi"), "%s",
             ex->below_never ? out_tr(L, "always fold", "toujours se coucher")
                             : out_tr(L, "raised in some situations (see the table)",
                                      "relancée dans certaines situations (voir la table)"));
    out_note(t, out_tr(L, "ace-king", "as-roi"),
             out_tr(L, "raise in %.2f%% of situations, depending on the up card and your other cards (next table)",
                    "relancer dans %.2f%% des situations, selon la carte visible et vos autres cartes (table "
                    "suivante)"),
             100.0 * (double)ex->raised[STUD_G_AK] / (double)ex->sit[STUD_G_AK]);
    out_note(t, out_tr(L, "thresholds", "seuils"),
             out_tr(L, "never raise below %s; always raise from %s up",
                    "ne jamais relancer sous %s ; toujours relancer à partir de %s"),
             ex->weakest_raised ? w : "-",
             ex->always_from ? f
                             : out_tr(L, "(no hand is raised in every situation)",
                                      "(aucune main n'est relancée dans toutes les situations)"));
}

/* Strategy by the player's hand. */
static void strategy_table(out_table *t, const rep_stud_params *p, const rep_stud_run *u)
{
    int L = p->lang;
    const stud_result *R = u->R;
    out_init(t, L ? "Stratégie par main du joueur" : "Strategy by the player's hand");
    if (u->exact)
        strategy_notes(t, u, L);
    out_col(t, "hand", L ? "Main" : "Hand", OUT_STR);
    out_col(t, "probability", L ? "Probabilité" : "Probability", OUT_NUM);
    out_col(t, "raised", L ? "Relancée" : "Raised", OUT_NUM);
    out_col(t, "ev", L ? "Espérance (antes)" : "EV (antes)", OUT_NUM);
    for (int gr = STUD_NGROUPS - 1; gr >= 0; gr--) {
        double ret, tot = stud_group_return(&u->g, R, gr, &ret);
        out_row(t);
        out_set(t, S_GROUP, stud_group_key(gr), stud_group_name(gr, L));
        out_set_prob(t, S_PROB, tot / (double)R->deals);
        if (tot > 0) {
            out_set_prob(t, S_RAISED, 1.0 - (double)R->count[gr][STUD_FOLD] / tot);
            out_set_num(t, S_EV, ret / tot, "%+.4f");
        } else {   /* no deal of this group sampled: nothing to show */
            out_set(t, S_RAISED, "", "-");
            out_set(t, S_EV, "", "-");
        }
    }
}

/* Ace-king by up card (exact only). */
static void ak_table(out_table *t, const rep_stud_params *p, const rep_stud_run *u)
{
    int L = p->lang;
    out_init(t, L ? "As-roi : part des situations relancées selon la carte visible du croupier"
                  : "Ace-king high: share of situations raised, by the dealer's up card");
    out_note(t, out_tr(L, "columns", "colonnes"), "%s",
             out_tr(L, "whether the up card pairs one of your five cards (an ace or king up always does)",
                    "si la carte visible s'apparie à l'une de vos cinq cartes (un as ou un roi visible toujours)"));
    out_col(t, "up_card", L ? "Carte visible" : "Up card", OUT_STR);
    out_col(t, "paired", L ? "Appariée" : "Pairs one of yours", OUT_NUM);
    out_col(t, "unpaired", L ? "Non appariée" : "Does not", OUT_NUM);
    static const char *RN[] = {"2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"};
    static const char *RN_FR[] = {"2", "3", "4", "5", "6", "7", "8", "9", "10", "V", "D", "R", "A"};
    for (int rk = RANK_A; rk >= RANK_2; rk--) {
        out_row(t);
        out_set(t, K_UP, RN[rk], (L ? RN_FR : RN)[rk]);
        for (int pr = 1; pr >= 0; pr--) {
            int col = pr ? K_PAIRED : K_UNPAIRED;
            uint64_t s = u->ex.ak_up[rk][pr][0], ra = u->ex.ak_up[rk][pr][1];
            if (s)
                out_set_prob(t, col, (double)ra / (double)s);
            else
                out_set(t, col, "", "-");
        }
    }
}

/* The progressive jackpot side bet. */
static void jackpot_table(out_table *t, const rep_stud_params *p, const rep_stud_run *u)
{
    int L = p->lang;
    char buf[512], a[64];
    out_init(t, L ? "Jackpot progressif (mise annexe de 1)" : "Progressive jackpot side bet (1 unit)");
    out_note(t, out_tr(L, "rule", "règle"), "%s",
             out_tr(L, "pays on the player's five cards, whatever the dealer holds or the player does",
                    "paie sur les cinq cartes du joueur, quoi que tienne le croupier ou que fasse le joueur"));
    const char *be = out_tr(L, "break-even jackpot", "jackpot d'équilibre");
    if (isfinite(u->jp_be) && u->jp_be > 0) {
        out_group_digits((uint64_t)llround(u->jp_be), a, sizeof a);
        out_note(t, be, out_tr(L, "%s (%.2f): above it the side bet has a positive expected value",
                               "%s (%.2f) : au-dessus, la mise annexe a une espérance positive"),
                 a, u->jp_be);
        out_field_num(t, "break_even_jackpot", u->jp_be);
    } else if (isfinite(u->jp_be)) {
        out_note(t, be, "%s", out_tr(L, "none: the side bet is positive at any jackpot",
                                     "aucun : la mise annexe est positive pour tout jackpot"));
    } else {
        out_note(t, be, "%s", out_tr(L, "none: no row pays a share of the jackpot",
                                     "aucun : aucune ligne ne paie une part du jackpot"));
    }
    if (p->jackpot_set) {
        out_group_digits((uint64_t)llround(p->jackpot), a, sizeof a);
        out_note(t, out_tr(L, "at jackpot", "au jackpot"),
                 out_tr(L, "%s: expected value %+.4f per unit (return %.2f%%)",
                        "%s : espérance %+.4f par unité (retour %.2f%%)"),
                 a, u->jp_ev, 100.0 * (u->jp_ev + 1.0));
        out_field_num(t, "jackpot", p->jackpot);
        out_field_num(t, "side_bet_ev", u->jp_ev);
    }
    out_col(t, "hand", L ? "Main" : "Hand", OUT_STR);
    out_col(t, "probability", L ? "Probabilité" : "Probability", OUT_NUM);
    out_col(t, "pays", L ? "Paie" : "Pays", OUT_STR);
    out_col(t, "return", L ? "Contribution" : "Return", OUT_NUM);
    if (!p->jackpot_set)
        t->cols[J_RET].text_hidden = t->cols[J_RET].data_hidden = 1;
    for (int row = STUD_NROWS - 1; row >= 0; row--) {
        double fx = u->g.pay.jp_fixed[row], sh = u->g.pay.jp_share[row];
        if (fx == 0 && sh == 0)
            continue;
        out_row(t);
        out_set(t, J_ROW, stud_row_key(row), stud_row_name(row, L));
        out_set_prob(t, J_PROB, u->jp_prob[row]);
        if (fx && sh)
            snprintf(buf, sizeof buf, out_tr(L, "%g + %g%% of the jackpot", "%g + %g%% du jackpot"), fx, 100 * sh);
        else if (sh)
            snprintf(buf, sizeof buf, out_tr(L, "%g%% of the jackpot", "%g%% du jackpot"), 100 * sh);
        else
            snprintf(buf, sizeof buf, "%g", fx);
        snprintf(a, sizeof a, sh ? "%g+%g%%" : "%g", fx, 100 * sh);
        out_set(t, J_PAYS, a, buf);
        out_set_num(t, J_RET, u->jp_prob[row] * (fx + sh * p->jackpot), "%.4f");
    }
}

void rep_stud_table(out_table *t, int which, const rep_stud_params *p, const rep_stud_run *u)
{
    void (*const MAKE[])(out_table *, const rep_stud_params *, const rep_stud_run *) = {outcome_table, strategy_table,
                                                                                        ak_table, jackpot_table};
    MAKE[which](t, p, u);
}
