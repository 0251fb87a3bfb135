/* Push HV crate readings to InfluxDB v2 line protocol over libcurl. */
#include <stdio.h>
#include <curl/curl.h>

#define INFLUX_URL "https://influx.knot.example.edu/api/v2/write?org=lsnu&bucket=slowctrl&precision=s"
#define INFLUX_AUTH "Authorization: Token {{influxdb:influxdb-token}}"
#define CRATE_SERIAL "SY4527-0193"

int push(const char *line) {
    CURL *c = curl_easy_init();
    struct curl_slist *h = curl_slist_append(NULL, INFLUX_AUTH);
    curl_easy_setopt(c, CURLOPT_URL, INFLUX_URL);
    curl_easy_setopt(c, CURLOPT_HTTPHEADER, h);
    curl_easy_setopt(c, CURLOPT_POSTFIELDS, line);
    CURLcode rc = curl_easy_perform(c);
    curl_slist_free_all(h);
    curl_easy_cleanup(c);
    return rc == CURLE_OK ? 0 : -1;
}
