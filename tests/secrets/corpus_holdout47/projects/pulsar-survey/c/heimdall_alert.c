/* Called from the Heimdall single-pulse pipeline: posts bright candidates to Slack. */
#include <stdio.h>
#include <curl/curl.h>

static const char *WEBHOOK = "https://hooks.slack.com/services/{{slack_webhook}}";

int post_candidate(double dm, double snr, double mjd)
{
    char body[256];
    CURL *c = curl_easy_init();
    if (!c) return -1;
    snprintf(body, sizeof body, "{\"text\":\"FRB/SP candidate DM=%.2f S/N=%.1f MJD=%.6f\"}", dm, snr, mjd);
    curl_easy_setopt(c, CURLOPT_URL, WEBHOOK);
    curl_easy_setopt(c, CURLOPT_POSTFIELDS, body);
    CURLcode rc = curl_easy_perform(c);
    curl_easy_cleanup(c);
    return rc == CURLE_OK ? 0 : -1;
}
