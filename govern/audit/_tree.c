/* govern.audit._tree: the RFC 9162 hashes of a run of audit log entries, for `verify` and for
 * the log's appends, and the whole of a lone append.
 *
 * In Python every SHA-256 call costs 0.5-0.7 us whatever its input, and each entry needs two
 * (its leaf and one node on average): more than verification's whole budget. Here the same two
 * hashes cost 0.3-0.4 us, and the interpreter lock is released while they run, so two threads
 * can check two halves of a log at once, and the daemon's group commit hashes a whole batch
 * while its event loop goes on deciding.
 *
 * The low-level SHA256_Init/Update/Final calls are deprecated in OpenSSL 3 but still in its
 * default build and Debian's; on the short inputs of a log (an entry, 65 bytes for a node) they
 * take 0.55-0.7x the time of EVP_DigestInit_ex2 with a fetched EVP_MD and a reused context, and
 * the one-shot SHA256() is slower than both (it fetches the digest on every call). Hence: */
#define OPENSSL_API_COMPAT 10101
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <errno.h>
#include <openssl/sha.h>
#include <stdint.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#define HASH 32
#define DEPTH 64 /* a tree of at most 2^63 leaves: the stack below cannot overflow */

/* Where the entry ends, as log.index stores it: 8 bytes, big-endian. */
static uint64_t end_at(const unsigned char *p)
{
    uint64_t value = 0;
    for (int i = 0; i < 8; i++)
        value = value << 8 | p[i];
    return value;
}

/* Hash COUNT entries of DATA (LENGTH bytes, the first at file offset START) into OUT, in the
 * order log.hashes keeps: each leaf, then the subtrees it completes. The entries continue a tree
 * of SIZE leaves whose complete subtrees not yet merged, largest first, are PENDING[0..*DEPTH);
 * on return PENDING holds those of the grown tree (pointers into OUT or the old ones). Each entry
 * must end right after the first newline at or past where the one before ended; with CHECK_ENDS
 * also where ENDS says it does, else where it ends is written to ENDS. Returns -1, or the number
 * of the first entry that does not. Reads DATA only up to LENGTH: the ends are compared, never
 * used as addresses. Runs without the interpreter lock. */
static Py_ssize_t hash_entries(const unsigned char *data, Py_ssize_t length, uint64_t start,
                               unsigned char *ends, int check_ends, Py_ssize_t count,
                               uint64_t size, const unsigned char **pending, int *depth,
                               unsigned char *out)
{
    static const unsigned char leaf = 0x00, node = 0x01;
    Py_ssize_t position = 0;
    SHA256_CTX ctx;

    for (Py_ssize_t n = 0; n < count; n++) {
        const unsigned char *newline = memchr(data + position, '\n', (size_t)(length - position));
        if (newline == NULL)
            return n;
        Py_ssize_t next = newline - data + 1;
        uint64_t end = start + (uint64_t)next;
        if (check_ends) {
            if (end_at(ends + 8 * n) != end)
                return n;
        } else {
            for (int i = 7; i >= 0; i--, end >>= 8)
                ends[8 * n + i] = (unsigned char)end;
        }
        SHA256_Init(&ctx);
        SHA256_Update(&ctx, &leaf, 1);
        SHA256_Update(&ctx, data + position, (size_t)(next - 1 - position));
        SHA256_Final(out, &ctx);
        position = next;
        /* Leaf number SIZE + n closes one subtree for each trailing 1 bit of that number. */
        const unsigned char *right = out;
        out += HASH;
        for (uint64_t carry = size + (uint64_t)n; carry & 1; carry >>= 1) {
            SHA256_Init(&ctx);
            SHA256_Update(&ctx, &node, 1);
            SHA256_Update(&ctx, pending[--*depth], HASH);
            SHA256_Update(&ctx, right, HASH);
            SHA256_Final(out, &ctx);
            right = out;
            out += HASH;
        }
        pending[(*depth)++] = right;
    }
    return -1;
}

/* How many hashes log.hashes holds for a tree of SIZE leaves. */
static Py_ssize_t stored_hashes(uint64_t size)
{
    return (Py_ssize_t)(2 * size - (uint64_t)__builtin_popcountll((unsigned long long)size));
}

static PyObject *hashes(PyObject *Py_UNUSED(module), PyObject *args)
{
    Py_buffer data, ends;
    Py_ssize_t start;
    PyObject *result = NULL;

    if (!PyArg_ParseTuple(args, "y*ny*:hashes", &data, &start, &ends))
        return NULL;
    if (start < 0) {
        PyErr_SetString(PyExc_ValueError, "start must not be negative");
    } else if (ends.len % 8) {
        PyErr_SetString(PyExc_ValueError, "ends must hold 8-byte big-endian offsets");
    } else if (ends.len / 8 > PY_SSIZE_T_MAX / (2 * HASH)) {
        PyErr_SetString(PyExc_OverflowError, "too many entries for one call");
    } else {
        Py_ssize_t count = ends.len / 8;
        /* Leaves and the nodes above them, as in log.hashes. */
        result = PyBytes_FromStringAndSize(NULL, stored_hashes((uint64_t)count) * HASH);
        if (result != NULL) {
            unsigned char *out = (unsigned char *)PyBytes_AS_STRING(result);
            const unsigned char *pending[DEPTH];
            int depth = 0;
            Py_ssize_t bad;
            Py_BEGIN_ALLOW_THREADS
            bad = hash_entries(data.buf, data.len, (uint64_t)start, ends.buf, 1, count, 0, pending,
                               &depth, out);
            Py_END_ALLOW_THREADS
            if (bad >= 0) {
                Py_SETREF(result, PyLong_FromSsize_t(bad));
            }
        }
    }
    PyBuffer_Release(&data);
    PyBuffer_Release(&ends);
    return result;
}

/* What appending DATA's records to a tree of SIZE leaves adds to log.hashes and log.index, and
 * the grown tree's frontier (see the docstring below). The daemon's writer thread calls it once
 * a batch: the interpreter lock is released for every hash of the batch, not taken and given
 * back for each. */
static PyObject *append(PyObject *Py_UNUSED(module), PyObject *args)
{
    Py_buffer data, frontier;
    Py_ssize_t start, size;
    PyObject *added = NULL, *ends = NULL, *grown = NULL, *result = NULL;

    if (!PyArg_ParseTuple(args, "y*nny*:append", &data, &start, &size, &frontier))
        return NULL;
    Py_ssize_t count = 0;
    for (const char *p = data.buf, *stop = p + data.len;
         (p = memchr(p, '\n', (size_t)(stop - p))) != NULL; p++)
        count++;
    if (start < 0 || size < 0) {
        PyErr_SetString(PyExc_ValueError, "start and size must not be negative");
    } else if (data.len && ((const char *)data.buf)[data.len - 1] != '\n') {
        PyErr_SetString(PyExc_ValueError, "data must end with a newline");
    } else if (frontier.len != HASH * __builtin_popcountll((unsigned long long)size)) {
        PyErr_SetString(PyExc_ValueError, "the frontier needs one hash per set bit of the size");
    } else if (size > ((Py_ssize_t)1 << 56) || count > PY_SSIZE_T_MAX / (4 * HASH) ||
               start > PY_SSIZE_T_MAX - data.len) {
        PyErr_SetString(PyExc_OverflowError, "too many entries for one call");
    } else {
        uint64_t old = (uint64_t)size, grown_size = old + (uint64_t)count;
        Py_ssize_t new_hashes = stored_hashes(grown_size) - stored_hashes(old);
        added = PyBytes_FromStringAndSize(NULL, new_hashes * HASH);
        ends = PyBytes_FromStringAndSize(NULL, count * 8);
        grown = PyBytes_FromStringAndSize(NULL, HASH * __builtin_popcountll(grown_size));
        if (added != NULL && ends != NULL && grown != NULL) {
            const unsigned char *pending[DEPTH];
            int depth = 0;
            for (Py_ssize_t at = 0; at < frontier.len; at += HASH)
                pending[depth++] = (const unsigned char *)frontier.buf + at;
            unsigned char *out = (unsigned char *)PyBytes_AS_STRING(added);
            unsigned char *written = (unsigned char *)PyBytes_AS_STRING(ends);
            unsigned char *rest = (unsigned char *)PyBytes_AS_STRING(grown);
            Py_BEGIN_ALLOW_THREADS
            /* Every entry ends at a newline counted above: none can be refused. */
            hash_entries(data.buf, data.len, (uint64_t)start, written, 0, count, old, pending,
                         &depth, out);
            for (int i = 0; i < depth; i++)
                memcpy(rest + HASH * i, pending[i], HASH);
            Py_END_ALLOW_THREADS
            result = PyTuple_Pack(3, added, ends, grown);
        }
    }
    Py_XDECREF(added);
    Py_XDECREF(ends);
    Py_XDECREF(grown);
    PyBuffer_Release(&data);
    PyBuffer_Release(&frontier);
    return result;
}

/* COUNT bytes of BUF written at OFFSET of FD whatever pwrite takes at a time: 0, or -1 with
 * errno set. */
static int write_fully(int fd, const unsigned char *buf, size_t count, off_t offset)
{
    while (count) {
        ssize_t written = pwrite(fd, buf, count, offset);
        if (written < 0) {
            if (errno == EINTR)
                continue;
            return -1;
        }
        buf += written;
        count -= (size_t)written;
        offset += written;
    }
    return 0;
}

/* fdatasync(FD), again if a signal interrupted it (as Python's os.fdatasync does). */
static int sync_data(int fd)
{
    int done;
    do
        done = fdatasync(fd);
    while (done < 0 && errno == EINTR);
    return done;
}

/* Whether FD is LENGTH bytes long: 1, 0, or -1 with errno set. */
static int is_long(int fd, uint64_t length)
{
    struct stat st;
    if (fstat(fd, &st) < 0)
        return -1;
    return (uint64_t)st.st_size == length;
}

enum alone { APPENDED, LOCKED, MOVED, FAILED };

/* See append_alone's docstring. FDS: the lock, log.jsonl, log.hashes, log.index. On FAILED,
 * errno says why. Runs without the interpreter lock. */
static enum alone append_unlocked(const int *fds, const unsigned char *entry, size_t length,
                                  uint64_t end, uint64_t size, const unsigned char **pending,
                                  int *depth, unsigned char *hashes)
{
    if (flock(fds[0], LOCK_EX | LOCK_NB) < 0)
        return errno == EWOULDBLOCK ? LOCKED : FAILED;
    enum alone outcome = FAILED;
    int saved = 0;
    uint64_t hashes_at = (uint64_t)stored_hashes(size) * HASH;
    int same[3] = {is_long(fds[1], end), is_long(fds[2], hashes_at), is_long(fds[3], size * 8)};
    if (same[0] < 0 || same[1] < 0 || same[2] < 0) {
        saved = errno;
    } else if (!(same[0] && same[1] && same[2])) {
        outcome = MOVED;
    } else {
        unsigned char ends[8];
        hash_entries(entry, (Py_ssize_t)length, end, ends, 0, 1, size, pending, depth, hashes);
        size_t hashes_length = (size_t)(stored_hashes(size + 1) - stored_hashes(size)) * HASH;
        /* The derived records only ever describe a durable entry, even after a power loss. */
        if (write_fully(fds[1], entry, length, (off_t)end) < 0 || sync_data(fds[1]) < 0 ||
            write_fully(fds[2], hashes, hashes_length, (off_t)hashes_at) < 0 ||
            write_fully(fds[3], ends, 8, (off_t)(size * 8)) < 0)
            saved = errno;
        else
            outcome = APPENDED;
    }
    flock(fds[0], LOCK_UN);
    errno = saved;
    return outcome;
}

static PyObject *append_alone(PyObject *Py_UNUSED(module), PyObject *args)
{
    int fds[4];
    Py_buffer record, frontier;
    Py_ssize_t end, size;
    PyObject *result = NULL;

    if (!PyArg_ParseTuple(args, "iiiiy*nny*:append_alone", &fds[0], &fds[1], &fds[2], &fds[3],
                          &record, &end, &size, &frontier))
        return NULL;
    unsigned char *entry = NULL;
    if (end < 0 || size < 0) {
        PyErr_SetString(PyExc_ValueError, "end and size must not be negative");
    } else if (record.len == 0 || memchr(record.buf, '\n', (size_t)record.len) != NULL) {
        PyErr_SetString(PyExc_ValueError, "the record must be one line, without its newline");
    } else if (frontier.len != HASH * __builtin_popcountll((unsigned long long)size)) {
        PyErr_SetString(PyExc_ValueError, "the frontier needs one hash per set bit of the size");
    } else if (size >= ((Py_ssize_t)1 << 56) || record.len >= PY_SSIZE_T_MAX - end) {
        PyErr_SetString(PyExc_OverflowError, "the log would be too long");
    } else if ((entry = PyMem_Malloc((size_t)record.len + 1)) == NULL) {
        PyErr_NoMemory();
    } else {
        memcpy(entry, record.buf, (size_t)record.len);
        entry[record.len] = '\n';
        const unsigned char *pending[DEPTH];
        int depth = 0;
        for (Py_ssize_t at = 0; at < frontier.len; at += HASH)
            pending[depth++] = (const unsigned char *)frontier.buf + at;
        /* A leaf and at most one node for each level above it. */
        unsigned char hashes[HASH * DEPTH];
        enum alone outcome;
        Py_BEGIN_ALLOW_THREADS
        outcome = append_unlocked(fds, entry, (size_t)record.len + 1, (uint64_t)end,
                                  (uint64_t)size, pending, &depth, hashes);
        Py_END_ALLOW_THREADS
        if (outcome == FAILED) {
            PyErr_SetFromErrno(PyExc_OSError);
        } else if (outcome != APPENDED) {
            result = Py_NewRef(Py_None);
        } else if ((result = PyBytes_FromStringAndSize(NULL, HASH * depth)) != NULL) {
            for (int i = 0; i < depth; i++)
                memcpy(PyBytes_AS_STRING(result) + HASH * i, pending[i], HASH);
        }
        PyMem_Free(entry);
    }
    PyBuffer_Release(&record);
    PyBuffer_Release(&frontier);
    return result;
}

static PyMethodDef methods[] = {
    {"hashes", hashes, METH_VARARGS,
     "hashes(data, start, ends) -> bytes | int\n\n"
     "The leaf hash of each entry in DATA (newline-terminated records, the first at file offset\n"
     "START) and of each subtree it completes, in log.hashes order, counting the first entry\n"
     "as leaf 0. ENDS holds where each entry ends, 8 bytes big-endian each, as log.index does.\n"
     "If an entry does not end right after its first newline, or not where ENDS says, the\n"
     "number of the first such entry instead."},
    {"append", append, METH_VARARGS,
     "append(data, start, size, frontier) -> (hashes, ends, frontier)\n\n"
     "The records in DATA (each ended by a newline, the first at file offset START) appended to\n"
     "a tree of SIZE leaves whose FRONTIER holds its complete subtrees largest first, 32 bytes\n"
     "each: the hashes log.hashes gains (each leaf, then the subtrees it completes), the ends\n"
     "log.index gains (8 bytes big-endian each), and the grown tree's frontier."},
    {"append_alone", append_alone, METH_VARARGS,
     "append_alone(lock, entries, hashes, index, record, end, size, frontier) -> bytes | None\n\n"
     "RECORD (one line, without its newline) appended as entry SIZE of a log whose files are the\n"
     "descriptors ENTRIES (log.jsonl), HASHES and INDEX, its writers' lock LOCK: unless another\n"
     "process holds LOCK's flock, or a file is not as long as a log of SIZE entries whose last\n"
     "ends at END leaves it (someone appended, cut or tore it since), in which case nothing is\n"
     "written and the answer is None. The entry is written and fdatasync'd, then its hashes and\n"
     "its end (whose tree's FRONTIER is given as append() takes it); the grown frontier is\n"
     "returned. OSError if a write or the fdatasync fails (the entry was not acknowledged). The\n"
     "flock is held only during the call, and all of it runs without the interpreter lock."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef tree_module = {
    PyModuleDef_HEAD_INIT,
    .m_name = "govern.audit._tree",
    .m_doc = "RFC 9162 leaf and node hashes of audit log entries, in C.",
    .m_size = -1,
    .m_methods = methods,
};

PyMODINIT_FUNC PyInit__tree(void)
{
    return PyModule_Create(&tree_module);
}
