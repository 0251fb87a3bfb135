"""The package's one C extension (setuptools reads everything else from pyproject.toml): the
hashes `govern audit verify` recomputes, with OpenSSL's libcrypto (see govern/audit/_tree.c)."""

from setuptools import Extension, setup

setup(
    ext_modules=[
        Extension(
            "govern.audit._tree",
            ["govern/audit/_tree.c"],
            libraries=["crypto"],
            extra_compile_args=["-Wall", "-Wextra", "-Werror=implicit-function-declaration"],
        )
    ]
)
