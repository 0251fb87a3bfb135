/* govern.audit._tree: the RFC 9162 hashes of a run of audit log entries, for `verify`.
 *
 * In Python every SHA-256 call costs 0.5-0.7 us whatever its input, and each entry needs two
 * (its leaf and one node on average): more than verification's whole budget. Here the same two
 * hashes cost 0.3-0.4 us, and the interpreter lock is released while they run, so two threads
 * can check two halves of a log at once.
 *
 * The low-level SHA256_Init/Update/Final calls are deprecated in OpenSSL 3 but still in its
 * default build and Debian's; on the short inputs of a log (an entry, 65 bytes for a node) they
 * take 0.55-0.7x the time of EVP_DigestInit_ex2 with a fetched EVP_MD and a reused context, and
 * the one-shot SHA256() is slower than both (it fetches the digest on every call). Hence: */
#define OPENSSL_API_COMPAT 10101
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <openssl/sha.h>
#include <stdint.h>
#include <string.h>

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
 * order log.hashes keeps: each leaf, then the subtrees it completes. Each entry must end right
 * after the first newline at or past where the one before ended, and where ENDS says it does.
 * Returns -1, or the number of the first entry that does not. Reads DATA only up to LENGTH:
 * the ends are compared, never used as addresses. Runs without the interpreter lock. */
static Py_ssize_t hash_entries(const unsigned char *data, Py_ssize_t length, uint64_t start,
                               const unsigned char *ends, Py_ssize_t count, unsigned char *out)
{
    static const unsigned char leaf = 0x00, node = 0x01;
    const unsigned char *pending[DEPTH]; /* the complete subtrees not yet merged, in OUT */
    int depth = 0;
    Py_ssize_t position = 0;
    SHA256_CTX ctx;

    for (Py_ssize_t n = 0; n < count; n++) {
        const unsigned char *newline = memchr(data + position, '\n', (size_t)(length - position));
        if (newline == NULL)
            return n;
        Py_ssize_t next = newline - data + 1;
        if (end_at(ends + 8 * n) != start + (uint64_t)next)
            return n;
        SHA256_Init(&ctx);
        SHA256_Update(&ctx, &leaf, 1);
        SHA256_Update(&ctx, data + position, (size_t)(next - 1 - position));
        SHA256_Final(out, &ctx);
        position = next;
        /* Leaf n closes one subtree for each trailing 1 bit of n: merge it with those. */
        const unsigned char *right = out;
        out += HASH;
        for (uint64_t carry = (uint64_t)n; carry & 1; carry >>= 1) {
            SHA256_Init(&ctx);
            SHA256_Update(&ctx, &node, 1);
            SHA256_Update(&ctx, pending[--depth], HASH);
            SHA256_Update(&ctx, right, HASH);
            SHA256_Final(out, &ctx);
            right = out;
            out += HASH;
        }
        pending[depth++] = right;
    }
    return -1;
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
        /* Leaves and the nodes above them: 2n - popcount(n) hashes, as in log.hashes. */
        Py_ssize_t total = 2 * count - __builtin_popcountll((unsigned long long)count);
        result = PyBytes_FromStringAndSize(NULL, total * HASH);
        if (result != NULL) {
            unsigned char *out = (unsigned char *)PyBytes_AS_STRING(result);
            Py_ssize_t bad;
            Py_BEGIN_ALLOW_THREADS
            bad = hash_entries(data.buf, data.len, (uint64_t)start, ends.buf, count, out);
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

static PyMethodDef methods[] = {
    {"hashes", hashes, METH_VARARGS,
     "hashes(data, start, ends) -> bytes | int\n\n"
     "The leaf hash of each entry in DATA (newline-terminated records, the first at file offset\n"
     "START) and of each subtree it completes, in log.hashes order, counting the first entry\n"
     "as leaf 0. ENDS holds where each entry ends, 8 bytes big-endian each, as log.index does.\n"
     "If an entry does not end right after its first newline, or not where ENDS says, the\n"
     "number of the first such entry instead."},
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
