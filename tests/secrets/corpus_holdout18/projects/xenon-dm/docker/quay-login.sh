#!/bin/sh
# mirror of the analysis image on quay.io (robot account xenon-kw+ci)
docker login -u="xenon-kw+ci" -p="{{quay_robot}}" quay.io
