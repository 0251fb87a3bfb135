/* Push MPP-tracking samples from the rig Pi to InfluxDB 2 over HTTP (libcurl). */
#include <curl/curl.h>
#include <stdio.h>

#define INFLUX_URL "https://influx.lab.godwit.example.edu/api/v2/write?org=godwit-pv&bucket=aging&precision=s"
#define INFLUX_TOKEN "{{influxdb}}"

int push(const char *line)
{
    CURL *c = curl_easy_init();
    struct curl_slist *h = NULL;
    h = curl_slist_append(h, "Authorization: Token " INFLUX_TOKEN);
    curl_easy_setopt(c, CURLOPT_URL, INFLUX_URL);
    curl_easy_setopt(c, CURLOPT_HTTPHEADER, h);
    curl_easy_setopt(c, CURLOPT_POSTFIELDS, line);
    CURLcode rc = curl_easy_perform(c);
    curl_slist_free_all(h);
    curl_easy_cleanup(c);
    return rc == CURLE_OK ? 0 : -1;
}
