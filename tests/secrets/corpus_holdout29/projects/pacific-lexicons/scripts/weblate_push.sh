#!/bin/sh
# push Tongan UI strings of the community app to Weblate
wlc --url https://hosted.weblate.org/api/ --key {{weblate}} push pacific-lexicons/app
wlc --url https://hosted.weblate.org/api/ list-translations pacific-lexicons/app
