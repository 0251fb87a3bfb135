/* Read the TPG 366 over RS-232 and post line protocol to the v1 compatibility endpoint. */
#include <stdio.h>
#include <curl/curl.h>

#define INFLUX_URL "https://influx.sanderling.example.org/write?db=icelab"
#define INFLUX_USERPWD "gauge-writer:{{password:influxdb-v1-password}}"

int post_reading(const char *line)
{
    CURL *h = curl_easy_init();
    if (!h)
        return -1;
    curl_easy_setopt(h, CURLOPT_URL, INFLUX_URL);
    curl_easy_setopt(h, CURLOPT_USERPWD, INFLUX_USERPWD);
    curl_easy_setopt(h, CURLOPT_POSTFIELDS, line);
    CURLcode rc = curl_easy_perform(h);
    curl_easy_cleanup(h);
    return rc == CURLE_OK ? 0 : -1;
}
