-- MariaDB dump 10.19  Distrib 10.11.8-MariaDB, for Linux (x86_64)
-- Host: acctdb.eider.example.edu    Database: coldfront

LOCK TABLES `auth_user` WRITE;
INSERT INTO `auth_user` VALUES (1,'pbkdf2_sha256$870000$Zm9vYmFyYmF6cXV4$1m2n3o4p5q6r7s8t9u0v1w2x3y4z5A6B7C8D9E0F1G2=','2026-11-28 09:12:44.000000',1,'admin','','','hpc-help@eider.example.edu',1,1,'2024-02-01 10:00:00.000000'),(2,'!Xq9vT3mLp8RkW2nZ4cYb7dFh1jGs5aEu0iOo6wQy','2026-11-27 16:40:02.000000',0,'anyberg','Astrid','Nyberg','anyberg@eider.example.edu',0,1,'2025-03-11 08:02:10.000000');
UNLOCK TABLES;

LOCK TABLES `authtoken_token` WRITE;
INSERT INTO `authtoken_token` VALUES ('{{hex40:coldfront-api-token}}','2025-06-02 11:20:31.000000',1);
UNLOCK TABLES;

LOCK TABLES `allocation_allocationattribute` WRITE;
INSERT INTO `allocation_allocationattribute` VALUES (41,'2026-01-05','2026-01-05','slurm_account_name','glac-ice',12,3);
UNLOCK TABLES;
