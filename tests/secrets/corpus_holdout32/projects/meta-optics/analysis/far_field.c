/* Far-field post-processing of Meep HDF5 output; uploads the summary to the group's MinIO. */
#include <stdio.h>
#include <stdlib.h>
#include <hdf5.h>

#define MINIO_ENDPOINT "https://s3.redshank.example.org"
#define MINIO_ACCESS_KEY "{{s3_access_key:minio-access-key}}"
#define MINIO_SECRET_KEY "{{random40:minio-secret-key}}"
#define RUN_UUID "e7c1a9d2-4f3b-4a8e-b6d0-9c2f1e3a5b7d"

int main(int argc, char **argv) {
    hid_t f = H5Fopen(argc > 1 ? argv[1] : "metalens-ez.h5", H5F_ACC_RDONLY, H5P_DEFAULT);
    if (f < 0) { fprintf(stderr, "cannot open\n"); return 1; }
    /* ... integrate |Ez|^2 over the focal spot ... */
    H5Fclose(f);
    printf("run %s -> %s\n", RUN_UUID, MINIO_ENDPOINT);
    return 0;
}
