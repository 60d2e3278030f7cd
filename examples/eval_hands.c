/* eval_hands.c - evaluate two poker hands and say which wins, with libtalon.
 *     cc eval_hands.c $(pkg-config --cflags --libs talon) -o eval_hands
 *     ./eval_hands AhAsKdKcQh "Rp Rk Rt 7c 8c"      (English or French cards) */
#include <stdio.h>
#include <talon/talon.h>

int main(int argc, char **argv)
{
    rules r;   /* 32 cards (7..A), the ace also plays low: A-7-8-9-10 is a straight */
    if (rules_init(&r, 32, true, ORDER_MODERN) != TALON_OK)
        return 1;
    const char *text[2] = {argc > 1 ? argv[1] : "AhAsKdKcQh", argc > 2 ? argv[2] : "Rp Rk Rt 7c 8c"};
    uint32_t v[2];
    for (int i = 0; i < 2; i++) {
        uint64_t hand;
        int n, rc = card_parse(text[i], CARD_AUTO, &hand, &n, NULL);
        if (rc == TALON_OK && (n != 5 || (hand & ~r.deck)))
            rc = n != 5 ? TALON_E_COUNT : TALON_E_DECK;   /* eval5 wants 5 cards of the deck */
        if (rc != TALON_OK) {
            fprintf(stderr, "eval_hands: '%s': %s\n", text[i], err_str(rc));
            return 2;
        }
        v[i] = eval5(&r, hand);   /* a larger value is a stronger hand under r */
        printf("%-16s %s\n", text[i], rules_cat_name(eval_category(&r, v[i]), 0));
    }
    printf("%s\n", v[0] > v[1] ? "the first wins" : v[1] > v[0] ? "the second wins" : "tie");
    return 0;
}
