-- the API client entry; app_token is what the sync sends as App-Token
INSERT INTO `glpi_apiclients` (`id`,`entities_id`,`is_recursive`,`name`,`is_active`,`ipv4_range_start`,`ipv4_range_end`,`app_token`,`app_token_date`,`dolog_method`) VALUES
(2,0,1,'slurm-sync',1,167772160,184549375,'{{random40:glpi-app-token}}','2026-11-12 16:39:12',0);
