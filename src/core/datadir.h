/* datadir.h - where talon finds the data it installs: the solved strategies
 * (strategies/solved/), the example drawing strategies and paytables.  One
 * lookup for every command that reads shipped data.
 *
 *     char path[DATADIR_PATH_MAX], why[DATADIR_WHY_MAX];
 *     if (datadir_find("strategies/solved/draw-4p-32-pot.tsf", path, sizeof path, why, sizeof why) == TALON_OK)
 *         load(path);
 *     else
 *         report(why);   // "not found in talon's data folders: TALON_DATA_DIR (not set), ..."
 *
 * The data folders, in this order (the first that holds the file wins):
 *   1. $TALON_DATA_DIR, when it is set and not empty: the user's choice;
 *   2. share/talon beside the running program: <folder of the executable>/../share/talon.
 *      An installed tree (bin/talon, share/talon/) finds its own data wherever it
 *      was installed (`cmake --install --prefix`, the .deb) or moved afterwards;
 *   3. <folder of the executable>/share/talon: a build tree.  CMake makes
 *      BUILD/share/talon/strategies and .../paytables links to the source tree's
 *      folders, so build/talon reads the tree's files, and nothing about the
 *      builder's machine is compiled into the program;
 *   4. the install prefix's data folder, DATADIR_INSTALLED (CMake's
 *      CMAKE_INSTALL_FULL_DATADIR/talon, /usr/local/share/talon by default): a
 *      program copied away from its tree, or a library user's program.
 * The executable is /proc/self/exe (Linux); where it cannot be read, folders
 * 2 and 3 are skipped.
 *
 * This module reads the environment (TALON_DATA_DIR) and the file system: it
 * is the one place of the library that does (the rest never reads env), so
 * that every command and every library user agree on where data is.
 * Thread-safe: it keeps no state (getenv is not raced: talon never sets env).
 */
#ifndef TALON_DATADIR_H
#define TALON_DATADIR_H

#include <stddef.h>

#define DATADIR_ENV "TALON_DATA_DIR"
#define DATADIR_PATH_MAX 4096
#define DATADIR_WHY_MAX 1024
#define DATADIR_FOLDERS 4

/* The data folders in lookup order (those that apply: folder 1 only when the
 * variable is set, 2 and 3 only when the executable is known), each an
 * absolute or as-given path, into dirs[0..]; returns how many (0..4).  A
 * folder is listed whether or not it exists. */
int datadir_folders(char dirs[DATADIR_FOLDERS][DATADIR_PATH_MAX]);

/* The first data folder holding `rel` (a relative path such as
 * "strategies/solved/draw-4p-32-pot.tsf") as a readable regular file or
 * folder: its full path into path[0..size).  TALON_OK, or TALON_E_IO when no
 * folder has it (why: the places searched, one line), TALON_E_RANGE when a
 * path does not fit `size`, TALON_E_INVAL when rel is empty or absolute. */
int datadir_find(const char *rel, char *path, size_t size, char *why, size_t why_size);

#endif
