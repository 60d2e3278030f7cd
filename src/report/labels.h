/* labels.h - the words and JSON fields every report shares (report layer):
 * a deck and the conventions named in English or French, and the JSON
 * fields that carry them and the method (exact, or Monte Carlo with its
 * trials and seed).  Pure functions; no allocation but the table's.
 */
#ifndef TALON_LABELS_H
#define TALON_LABELS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "out.h"
#include "rules.h"

/* Describe a deck: "32 cards (7..A)". */
void label_deck_name(int deck, char *buf, size_t size);
/* Describe the straight convention of rules: "on (A-7-8-9-10 is a straight)". */
void label_ace_low_name(const rules *r, char *buf, size_t size);

/* The deck, the straight convention and the ranking order in the words of
 * --lang (0 English, 1 French): "32 cards (7..A)" / "32 cartes (7..A)",
 * "on (A-7-8-9-10 is a straight)" / "oui (A-7-8-9-10 est une quinte)",
 * "modern" / "moderne".  label_deck_name and label_ace_low_name are the English. */
void label_deck_name_lang(int deck, int lang, char *buf, size_t size);
void label_ace_low_name_lang(const rules *r, int lang, char *buf, size_t size);
const char *label_order_name(enum rules_order order, int lang);

/* The JSON fields (out_field) a program reads instead of the notes:
 * "conventions": {"deck", "ace_low", "order"} of r (label_conventions), and
 * the method: "exact": true, or "exact": false, "trials": n, "seed": the
 * run's seed, "ci_level": 0.95 (label_method_fields). */
void label_conventions(out_table *t, const rules *r);
void label_method_fields(out_table *t, uint64_t seed, bool exact, uint64_t trials);

#endif
