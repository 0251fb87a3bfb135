-- mysqldump of redcap.redcap_user_rights (project 1187 only), 2026-11-06
-- MySQL dump 10.13  Distrib 8.0.40
LOCK TABLES `redcap_user_rights` WRITE;
INSERT INTO `redcap_user_rights` (`project_id`, `username`, `expiration`, `api_token`, `api_export`, `api_import`) VALUES
(1187,'lferreira',NULL,'{{hex32_upper:redcap-api-token}}',1,0),
(1187,'svc_trust_etl',NULL,'{{hex32_upper:redcap-api-token}}',1,1),
(1187,'guest_ra',NULL,NULL,0,0);
UNLOCK TABLES;
LOCK TABLES `redcap_auth` WRITE;
INSERT INTO `redcap_auth` (`username`, `password`, `password_salt`, `legacy_hash`) VALUES
('lferreira','a7f3c0e91b2d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b0c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b0c1d2e3f4a5b6c7d8e9f0a1b','Qm9yQ2hzZWNyZXRTYWx0MTIzNDU2Nzg5MGFiY2RlZmdoaWprbG1ub3BxcnN0dXY=',0);
UNLOCK TABLES;
