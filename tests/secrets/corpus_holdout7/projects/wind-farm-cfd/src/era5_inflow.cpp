// Builds an inflow profile from the Meteomatics API for the precursor run.
#include <curl/curl.h>
#include <cstdlib>
#include <iostream>
#include <string>

static const char* kUser = "avocetuniversity_siddiqui";
static const char* kPassword = "{{password:meteomatics-password}}";

int main() {
    CURL* curl = curl_easy_init();
    std::string url = "https://api.meteomatics.com/2026-10-01T00:00:00Z--2026-10-02T00:00:00Z:PT10M/"
                      "wind_speed_100m:ms,wind_dir_100m:d/53.88,1.79/json";
    curl_easy_setopt(curl, CURLOPT_URL, url.c_str());
    curl_easy_setopt(curl, CURLOPT_USERNAME, kUser);
    curl_easy_setopt(curl, CURLOPT_PASSWORD, kPassword);
    CURLcode rc = curl_easy_perform(curl);
    curl_easy_cleanup(curl);
    return rc == CURLE_OK ? EXIT_SUCCESS : EXIT_FAILURE;
}
