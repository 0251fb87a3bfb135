#!/bin/bash
# Share preprocessed fixation reports on OSF (project k7d2x)
export OSF_TOKEN={{alnum70:osf-personal-access-token}}
osf -p k7d2x upload -r derived/fixations/ fixations/
osf -p k7d2x list | head
