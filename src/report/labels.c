/* labels.c - the words and JSON fields every report shares: a deck, the
 * straight convention and the ranking order in English or French, and the
 * conventions and the method as fields (labels.h says what each returns). */
#include <stdio.h>
#include <string.h>

#include "card.h"
#include "labels.h"

void label_deck_name(int deck, char *buf, size_t size)
{
    label_deck_name_lang(deck, 0, buf, size);
}

void label_ace_low_name(const rules *r, char *buf, size_t size)
{
    static const char *RN[] = {"2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"};
    int low = r->low_rank;
    if (low + 4 > RANK_K) {   /* 20 cards: the low ace makes no new straight */
        snprintf(buf, size, "%s (makes no new straight in this deck)", r->ace_low ? "on" : "off");
        return;
    }
    snprintf(buf, size, "%s (A-%s-%s-%s-%s %s a straight)", r->ace_low ? "on" : "off",
             RN[low], RN[low + 1], RN[low + 2], RN[low + 3], r->ace_low ? "is" : "is not");
}

void label_deck_name_lang(int deck, int lang, char *buf, size_t size)
{
    static const char *const RN[] = {"2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"};
    static const char *const RN_FR[] = {"2", "3", "4", "5", "6", "7", "8", "9", "10", "V", "D", "R", "A"};
    int low = deck_low_rank(deck);
    snprintf(buf, size, lang ? "%d cartes (%s..A)" : "%d cards (%s..A)", deck, lang ? RN_FR[low] : RN[low]);
}

void label_ace_low_name_lang(const rules *r, int lang, char *buf, size_t size)
{
    if (!lang) {
        label_ace_low_name(r, buf, size);
        return;
    }
    static const char *const RN[] = {"2", "3", "4", "5", "6", "7", "8", "9", "10", "V", "D", "R", "A"};
    int low = r->low_rank;
    if (low + 4 > RANK_K) {
        snprintf(buf, size, "%s (ne fait aucune quinte de plus dans ce jeu)", r->ace_low ? "oui" : "non");
        return;
    }
    snprintf(buf, size, "%s (A-%s-%s-%s-%s %s une quinte)", r->ace_low ? "oui" : "non", RN[low], RN[low + 1],
             RN[low + 2], RN[low + 3], r->ace_low ? "est" : "n'est pas");
}

const char *label_order_name(enum rules_order order, int lang)
{
    if (!lang)
        return rules_order_name(order);
    return order == ORDER_MODERN ? "moderne" : order == ORDER_FLUSH_OVER_FULL ? "couleur au-dessus du full" : "archaïque";
}

void label_conventions(out_table *t, const rules *r)
{
    out_field(t, "conventions.deck", OUT_INT, "%d", r->deck_size);
    out_field(t, "conventions.ace_low", OUT_BOOL, "%s", r->ace_low ? "true" : "false");
    out_field(t, "conventions.order", OUT_STR, "%s", rules_order_name(r->order));
}

void label_method_fields(out_table *t, uint64_t seed, bool exact, uint64_t trials)
{
    out_field(t, "exact", OUT_BOOL, "%s", exact ? "true" : "false");
    if (exact)
        return;
    out_field(t, "trials", OUT_INT, "%llu", (unsigned long long)trials);
    out_field(t, "seed", OUT_INT, "%llu", (unsigned long long)seed);
    out_field(t, "ci_level", OUT_NUM, "0.95");
}
