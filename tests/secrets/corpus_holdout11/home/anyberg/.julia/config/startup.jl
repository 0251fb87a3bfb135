# Loaded by every Julia session on eider
ENV["JULIA_NUM_THREADS"] = "8"
ENV["OPENTOPOGRAPHY_API_KEY"] = "{{hex32:opentopography-api-key}}"
ENV["EARTHDATA_TOKEN"] = get(ENV, "EARTHDATA_TOKEN", "")
using Revise
