/* Wake-word latency test for the Swiss German keyword set, Porcupine v3 C API. */
#include <stdio.h>
#include <stdlib.h>
#include "pv_porcupine.h"

static const char *ACCESS_KEY = "{{picovoice_key}}";

int main(int argc, char **argv) {
    const char *model_path = "lib/common/porcupine_params_de.pv";
    const char *keyword_paths[] = {"keywords/hoi-turnstone_de_linux_v3_0_0.ppn"};
    const float sensitivities[] = {0.6f};
    pv_porcupine_t *porcupine = NULL;
    pv_status_t status = pv_porcupine_init(ACCESS_KEY, model_path, 1, keyword_paths, sensitivities, &porcupine);
    if (status != PV_STATUS_SUCCESS) {
        fprintf(stderr, "init failed: %s\n", pv_status_to_string(status));
        return EXIT_FAILURE;
    }
    printf("frame length %d, sample rate %d\n", pv_porcupine_frame_length(), pv_sample_rate());
    pv_porcupine_delete(porcupine);
    return EXIT_SUCCESS;
}
