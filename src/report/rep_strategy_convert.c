/* rep_strategy_convert.c - the header lines of `talon strategy convert`
 * (rep_strategy_convert.h).
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "err.h"
#include "rep_strategy_convert.h"

/* d's header without its line that starts with tag (when tag is not NULL
 * and it has one), then line ("# ...\n"); TALON_E_NOMEM with d unchanged. */
static int header_put(strat_data *d, const char *tag, const char *line)
{
    const char *old = tag ? strstr(d->header, tag) : NULL;
    const char *end = old ? strchr(old, '\n') : NULL;
    size_t before = old ? (size_t)(old - d->header) : strlen(d->header);
    const char *after = !old ? "" : end ? end + 1 : old + strlen(old);
    char *h = malloc(before + strlen(after) + strlen(line) + 1);
    if (!h)
        return TALON_E_NOMEM;
    memcpy(h, d->header, before);
    strcpy(h + before, after);
    strcat(h, line);
    free(d->header);
    d->header = h;
    return TALON_OK;
}

int rep_strategy_threshold_note(strat_data *d, double threshold, uint64_t changed)
{
    char line[300];
    snprintf(line, sizeof line,
             "# threshold: every probability below %g set to 0 and the rest of its set scaled up (%llu of %llu sets "
             "changed)\n", threshold, (unsigned long long)changed, (unsigned long long)d->n);
    return header_put(d, NULL, line);
}

int rep_strategy_never_note(strat_data *d, const never_report *now)
{
    never_report rep = *now;
    /* a file that has the line: its counts too */
    const char *old = strstr(d->header, "# never: ");
    uint64_t was[3] = {0, 0, 0};
    for (int k = 0; old && k < 3; k++) {
        const char *at = strstr(old, " sets)");
        const char *nl = strchr(old, '\n');
        if (!at || (nl && at > nl))
            break;
        const char *num = at;
        while (num > old && num[-1] >= '0' && num[-1] <= '9')
            num--;
        was[k] = strtoull(num, NULL, 10);
        old = at + 6;
    }
    rep.nowin += was[0];
    rep.top += was[1];
    rep.quads += was[2];
    char line[800];
    snprintf(line, sizeof line,
             "# never: the answers no strategy may give removed from every set (talon strategy convert --never): "
             "after the draw the lowest hand never calls a bet (%" PRIu64 " sets), buckets %d up (the top 1%%, "
             "none of their hands below the top 2%%) never fold to a single bet and buckets %d up (quads or "
             "better) to any bet (%" PRIu64 " sets); before the draw quads or better never fold (%" PRIu64
             " sets)\n",
             rep.nowin, rep.top_bucket > rep.narrow_bucket ? rep.top_bucket : rep.narrow_bucket,
             rep.quads_bucket > rep.narrow_bucket ? rep.quads_bucket : rep.narrow_bucket, rep.top, rep.quads);
    return header_put(d, "# never: ", line);
}

int rep_strategy_shape_note(strat_data *d, uint64_t deals, uint64_t seed, const shape_report *rep)
{
    char line[800];
    snprintf(line, sizeof line,
             "# shape: after the draw, in each history met in %" PRIu64 " deals of the file's own play (seed %" PRIu64
             ", %d passes), going on against a bet fitted to rise with the bucket and betting to fall then rise "
             "(talon strategy convert --shape: least squares, each set weighted as met): %" PRIu64
             " set changes, the largest %.4f, in the last pass at a set met in 1 deal in 10 000 %.6f; %" PRIu64
             " sets the file lacked added (met in 1 deal in 80 000 or more: their backoff set's play, fitted); %" PRIu64
             " histories, %" PRIu64 " sets met in the last pass, of them %" PRIu64
             " rarer ones played by backoff sets (left as they are)\n",
             deals, seed, rep->passes, rep->changed, rep->largest, rep->last, rep->added, rep->groups, rep->sets,
             rep->backoff);
    return header_put(d, "# shape: ", line);
}
