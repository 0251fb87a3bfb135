/* Read the recorded spike trains straight from the lab's S3 bucket with HDF5's read-only S3 VFD. */
#include <stdio.h>
#include <string.h>
#include "hdf5.h"
#include "H5FDros3.h"

int main(void)
{
    H5FD_ros3_fapl_t fa;
    memset(&fa, 0, sizeof fa);
    fa.version = H5FD_CURR_ROS3_FAPL_T_VERSION;
    fa.authenticate = 1;
    strcpy(fa.aws_region, "eu-central-1");
    strcpy(fa.secret_id, "{{aws_key_id}}");
    strcpy(fa.secret_key, "{{aws_secret}}");

    hid_t fapl = H5Pcreate(H5P_FILE_ACCESS);
    H5Pset_fapl_ros3(fapl, &fa);
    hid_t f = H5Fopen("https://snn-lab-recordings.s3.eu-central-1.amazonaws.com/V1/session_0412.nwb", H5F_ACC_RDONLY, fapl);
    if (f < 0) { fprintf(stderr, "open failed\n"); return 1; }
    H5Fclose(f);
    H5Pclose(fapl);
    return 0;
}
