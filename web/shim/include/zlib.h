/* zlib.h - the part of zlib talon calls (src/solver/stratfile.c), for the
 * WebAssembly build (scripts/web): Debian has no zlib for wasm32, and
 * emscripten's port would be downloaded at build time, which talon forbids.
 * zlib_shim.c inflates with its own decoder of RFC 1950/1951 (every block
 * type; checked against the native zlib on the shipped strategy files by
 * scripts/web --check-shims) and deflates into stored blocks only: a valid
 * zlib stream, larger than zlib's level 9, so a strategy file written by the
 * page would differ in bytes from the native one (the page writes none).
 */
#ifndef TALON_WEB_ZLIB_H
#define TALON_WEB_ZLIB_H
#include <stddef.h>

typedef unsigned char Bytef;
typedef unsigned int uInt;
typedef unsigned long uLong;
typedef unsigned long uLongf;

#define Z_OK 0
#define Z_STREAM_END 1
#define Z_STREAM_ERROR (-2)
#define Z_DATA_ERROR (-3)
#define Z_MEM_ERROR (-4)
#define Z_BUF_ERROR (-5)

/* The zlib stream src[0..srclen) inflated into dest (room for *destlen
 * bytes); *destlen becomes the length.  Z_BUF_ERROR when it does not fit or
 * the input stops short, Z_DATA_ERROR when it is not a valid stream. */
int uncompress(Bytef *dest, uLongf *destlen, const Bytef *src, uLong srclen);
/* src as a zlib stream of stored blocks (level is ignored). */
int compress2(Bytef *dest, uLongf *destlen, const Bytef *src, uLong srclen, int level);
/* The room compress2 may need for srclen bytes. */
uLong compressBound(uLong srclen);
/* The CRC-32 of buf[0..len) continued from crc (0 to start), as zlib's. */
uLong crc32(uLong crc, const Bytef *buf, uInt len);
#endif
