// Travel-time matrix between stations from the Google Distance Matrix API (libcurl)
#include <curl/curl.h>
#include <string>

static const std::string kMapsKey = "{{google_api_key:google-maps-api-key}}";

std::string matrix_url(const std::string& origins, const std::string& destinations) {
    return "https://maps.googleapis.com/maps/api/distancematrix/json?origins=" + origins +
           "&destinations=" + destinations + "&mode=transit&key=" + kMapsKey;
}
