-- dump of the portal's API clients
INSERT INTO `api_clients` (`id`, `owner`, `client_secret`) VALUES
(4,'hydro','{{hex32:sql-dump-secret-column}}'),
(5,'retired',NULL);
