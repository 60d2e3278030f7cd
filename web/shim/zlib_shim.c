/* zlib_shim.c - uncompress, compress2 (stored blocks) and crc32 for the
 * WebAssembly build (include/zlib.h says why).
 *
 * The decoder follows RFC 1951 directly: bits are read least significant
 * first; a Huffman code is kept as the count of codes of each length and the
 * symbols sorted by code, and decoded one bit at a time (canonical codes:
 * the first code of length n is (first code of n-1 + count of n-1) << 1).
 * That is slower than zlib's tables but a strategy section is inflated once
 * per question, and the code stays short enough to check by reading.
 */
#include <string.h>
#include "zlib.h"

typedef struct {
    const Bytef *in;
    size_t inlen, pos;   /* pos counts bytes fully or partly consumed */
    unsigned bitbuf, bitcnt;
    Bytef *out;
    size_t outlen, outpos;
    int err;             /* Z_BUF_ERROR once the input runs out */
} inflater;

typedef struct {
    unsigned short count[16];   /* codes of each length */
    unsigned short symbol[288]; /* symbols in code order */
} huffman;

static unsigned bits(inflater *s, unsigned n)
{
    while (s->bitcnt < n) {
        if (s->pos >= s->inlen) {
            s->err = Z_BUF_ERROR;
            return 0;
        }
        s->bitbuf |= (unsigned)s->in[s->pos++] << s->bitcnt;
        s->bitcnt += 8;
    }
    unsigned v = s->bitbuf & ((1u << n) - 1u);
    s->bitbuf >>= n;
    s->bitcnt -= n;
    return v;
}

/* Builds h from the code lengths of n symbols; 0, or -1 if oversubscribed. */
static int huffman_build(huffman *h, const unsigned char *len, int n)
{
    unsigned short offs[16];
    memset(h->count, 0, sizeof h->count);
    for (int i = 0; i < n; i++)
        h->count[len[i]]++;
    int left = 1;
    for (int l = 1; l < 16; l++) {
        left = (left << 1) - h->count[l];
        if (left < 0)
            return -1;
    }
    offs[1] = 0;
    for (int l = 1; l < 15; l++)
        offs[l + 1] = (unsigned short)(offs[l] + h->count[l]);
    for (int i = 0; i < n; i++)
        if (len[i])
            h->symbol[offs[len[i]]++] = (unsigned short)i;
    return 0;
}

/* The next symbol of h, or -1. */
static int decode(inflater *s, const huffman *h)
{
    int code = 0, first = 0, index = 0;
    for (int l = 1; l < 16; l++) {
        code |= (int)bits(s, 1);
        if (s->err)
            return -1;
        int count = h->count[l];
        if (code - first < count)
            return h->symbol[index + code - first];
        index += count;
        first = (first + count) << 1;
        code <<= 1;
    }
    return -1;
}

static const unsigned short LEN_BASE[29] = {3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
                                            35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
static const unsigned char LEN_EXTRA[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2,
                                            3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
static const unsigned short DIST_BASE[30] = {1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129,
                                             193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097,
                                             6145, 8193, 12289, 16385, 24577};
static const unsigned char DIST_EXTRA[30] = {0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6,
                                             7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13};

/* One compressed block's symbols until end-of-block; Z_OK or an error. */
static int inflate_codes(inflater *s, const huffman *lit, const huffman *dist)
{
    for (;;) {
        int sym = decode(s, lit);
        if (sym < 0)
            return s->err ? s->err : Z_DATA_ERROR;
        if (sym < 256) {
            if (s->outpos >= s->outlen)
                return Z_BUF_ERROR;
            s->out[s->outpos++] = (Bytef)sym;
        } else if (sym == 256) {
            return Z_OK;
        } else {
            sym -= 257;
            if (sym >= 29)
                return Z_DATA_ERROR;
            size_t len = LEN_BASE[sym] + bits(s, LEN_EXTRA[sym]);
            int d = decode(s, dist);
            if (d < 0 || d >= 30)
                return s->err ? s->err : Z_DATA_ERROR;
            size_t back = DIST_BASE[d] + bits(s, DIST_EXTRA[d]);
            if (s->err)
                return s->err;
            if (back > s->outpos)
                return Z_DATA_ERROR;
            if (len > s->outlen - s->outpos)
                return Z_BUF_ERROR;
            for (size_t i = 0; i < len; i++, s->outpos++)   /* byte by byte: copies may overlap */
                s->out[s->outpos] = s->out[s->outpos - back];
        }
    }
}

static int inflate_stored(inflater *s)
{
    s->bitbuf = 0;   /* to the byte boundary */
    s->bitcnt = 0;
    if (s->inlen - s->pos < 4)
        return Z_BUF_ERROR;
    unsigned len = s->in[s->pos] | (unsigned)s->in[s->pos + 1] << 8;
    unsigned nlen = s->in[s->pos + 2] | (unsigned)s->in[s->pos + 3] << 8;
    s->pos += 4;
    if (len != (~nlen & 0xffffu))
        return Z_DATA_ERROR;
    if (s->inlen - s->pos < len)
        return Z_BUF_ERROR;
    if (s->outlen - s->outpos < len)
        return Z_BUF_ERROR;
    memcpy(s->out + s->outpos, s->in + s->pos, len);
    s->pos += len;
    s->outpos += len;
    return Z_OK;
}

static int inflate_fixed(inflater *s)
{
    static huffman lit, dist;
    static int built;
    if (!built) {
        unsigned char len[288];
        int i = 0;
        for (; i < 144; i++) len[i] = 8;
        for (; i < 256; i++) len[i] = 9;
        for (; i < 280; i++) len[i] = 7;
        for (; i < 288; i++) len[i] = 8;
        huffman_build(&lit, len, 288);
        for (i = 0; i < 30; i++) len[i] = 5;
        huffman_build(&dist, len, 30);
        built = 1;
    }
    return inflate_codes(s, &lit, &dist);
}

static int inflate_dynamic(inflater *s)
{
    static const unsigned char ORDER[19] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};
    unsigned char len[320];
    huffman lit, dist;
    int nlen = (int)bits(s, 5) + 257, ndist = (int)bits(s, 5) + 1, ncode = (int)bits(s, 4) + 4;
    if (s->err)
        return s->err;
    if (nlen > 286 || ndist > 30)
        return Z_DATA_ERROR;
    memset(len, 0, sizeof len);
    for (int i = 0; i < ncode; i++)
        len[ORDER[i]] = (unsigned char)bits(s, 3);
    if (s->err)
        return s->err;
    if (huffman_build(&lit, len, 19) < 0)
        return Z_DATA_ERROR;
    for (int i = 0; i < nlen + ndist;) {
        int sym = decode(s, &lit);
        if (sym < 0)
            return s->err ? s->err : Z_DATA_ERROR;
        if (sym < 16) {
            len[i++] = (unsigned char)sym;
            continue;
        }
        unsigned char v = 0;
        int rep;
        if (sym == 16) {
            if (i == 0)
                return Z_DATA_ERROR;
            v = len[i - 1];
            rep = 3 + (int)bits(s, 2);
        } else if (sym == 17) {
            rep = 3 + (int)bits(s, 3);
        } else {
            rep = 11 + (int)bits(s, 7);
        }
        if (s->err)
            return s->err;
        if (i + rep > nlen + ndist)
            return Z_DATA_ERROR;
        while (rep--)
            len[i++] = v;
    }
    if (len[256] == 0)
        return Z_DATA_ERROR;   /* no end-of-block code */
    if (huffman_build(&lit, len, nlen) < 0 || huffman_build(&dist, len + nlen, ndist) < 0)
        return Z_DATA_ERROR;
    return inflate_codes(s, &lit, &dist);
}

static uLong adler32_of(const Bytef *b, size_t n)
{
    uLong a = 1, c = 0;
    for (size_t i = 0; i < n; i++) {
        a = (a + b[i]) % 65521u;
        c = (c + a) % 65521u;
    }
    return (c << 16) | a;
}

int uncompress(Bytef *dest, uLongf *destlen, const Bytef *src, uLong srclen)
{
    if (srclen < 2)
        return Z_BUF_ERROR;
    /* RFC 1950 header: CM = 8 (deflate), a window of at most 32 KiB, no
     * preset dictionary, and CMF*256 + FLG a multiple of 31. */
    if ((src[0] & 15) != 8 || (src[0] >> 4) > 7 || (src[1] & 0x20) || ((unsigned)src[0] << 8 | src[1]) % 31)
        return Z_DATA_ERROR;
    inflater s = {.in = src, .inlen = srclen, .pos = 2, .out = dest, .outlen = *destlen};
    int last, rc;
    do {
        last = (int)bits(&s, 1);
        unsigned type = bits(&s, 2);
        if (s.err)
            return s.err;
        rc = type == 0 ? inflate_stored(&s) : type == 1 ? inflate_fixed(&s) : type == 2 ? inflate_dynamic(&s)
                                                                                        : Z_DATA_ERROR;
        if (rc != Z_OK)
            return rc;
    } while (!last);
    if (srclen - s.pos < 4)   /* the Adler-32 of the output, big-endian, on a byte boundary */
        return Z_BUF_ERROR;
    const Bytef *t = src + s.pos;
    uLong want = (uLong)t[0] << 24 | (uLong)t[1] << 16 | (uLong)t[2] << 8 | t[3];
    if (want != adler32_of(dest, s.outpos))
        return Z_DATA_ERROR;
    *destlen = s.outpos;
    return Z_OK;
}

uLong compressBound(uLong n)
{
    return n + 5 * (n / 65535 + 1) + 6;
}

int compress2(Bytef *dest, uLongf *destlen, const Bytef *src, uLong srclen, int level)
{
    (void)level;
    if (*destlen < compressBound(srclen))
        return Z_BUF_ERROR;
    size_t o = 0;
    dest[o++] = 0x78;   /* CM 8, 32 KiB window; 0x7801 is a multiple of 31 */
    dest[o++] = 0x01;
    uLong at = 0;
    do {
        uLong n = srclen - at > 65535 ? 65535 : srclen - at;
        dest[o++] = at + n == srclen;   /* BFINAL, BTYPE 00 */
        dest[o++] = (Bytef)(n & 255);
        dest[o++] = (Bytef)(n >> 8);
        dest[o++] = (Bytef)(~n & 255);
        dest[o++] = (Bytef)((~n >> 8) & 255);
        memcpy(dest + o, src + at, n);
        o += n;
        at += n;
    } while (at < srclen);
    uLong a = adler32_of(src, srclen);
    dest[o++] = (Bytef)(a >> 24);
    dest[o++] = (Bytef)(a >> 16);
    dest[o++] = (Bytef)(a >> 8);
    dest[o++] = (Bytef)a;
    *destlen = o;
    return Z_OK;
}

uLong crc32(uLong crc, const Bytef *buf, uInt len)
{
    /* Reflected CRC-32, polynomial 0xEDB88320, bit by bit through a 16-entry
     * table for each half byte. */
    static const unsigned NIBBLE[16] = {
        0x00000000u, 0x1db71064u, 0x3b6e20c8u, 0x26d930acu, 0x76dc4190u, 0x6b6b51f4u, 0x4db26158u, 0x5005713cu,
        0xedb88320u, 0xf00f9344u, 0xd6d6a3e8u, 0xcb61b38cu, 0x9b64c2b0u, 0x86d3d2d4u, 0xa00ae278u, 0xbdbdf21cu};
    unsigned c = ~(unsigned)crc;
    if (!buf)
        return 0;
    for (uInt i = 0; i < len; i++) {
        c ^= buf[i];
        c = (c >> 4) ^ NIBBLE[c & 15];
        c = (c >> 4) ^ NIBBLE[c & 15];
    }
    return ~c & 0xffffffffu;
}
