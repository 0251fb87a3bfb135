/* Fetch CoREAS radio traces from the GRANDProto300 data server for comparison runs. */
#include <stdio.h>
#include <curl/curl.h>

#define DATA_URL "https://data.grand.example.org/gp300/coreas/sim_%06d.hdf5"

int fetch(int run, const char *out)
{
    char url[256];
    CURL *h = curl_easy_init();
    FILE *f = fopen(out, "wb");
    snprintf(url, sizeof url, DATA_URL, run);
    curl_easy_setopt(h, CURLOPT_URL, url);
    curl_easy_setopt(h, CURLOPT_HTTPAUTH, (long)CURLAUTH_BASIC);
    curl_easy_setopt(h, CURLOPT_USERPWD, "tern-mgorski:{{password:grand-data-password}}");
    curl_easy_setopt(h, CURLOPT_WRITEDATA, f);
    CURLcode rc = curl_easy_perform(h);
    fclose(f);
    curl_easy_cleanup(h);
    return rc == CURLE_OK ? 0 : 1;
}
