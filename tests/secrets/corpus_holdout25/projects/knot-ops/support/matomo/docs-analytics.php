<?php
// Monthly page views of the user docs, from Matomo's Reporting API (site 3).
$token = '{{hex32:matomo-token-auth}}';
$url = 'https://stats.knot.example.edu/index.php?module=API&method=Actions.getPageUrls'
     . '&idSite=3&period=month&date=last6&format=JSON&token_auth=' . $token;
$data = json_decode(file_get_contents($url), true);
foreach ($data as $month => $rows) {
    printf("%s %d\n", $month, array_sum(array_column($rows, 'nb_hits')));
}
