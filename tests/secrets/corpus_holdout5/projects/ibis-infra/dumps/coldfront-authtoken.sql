-- MariaDB dump 10.19  Distrib 10.11.9-MariaDB, for Linux (x86_64)
-- Host: mariadb1.ibis.example.edu    Database: coldfront
-- ------------------------------------------------------
LOCK TABLES `auth_user` WRITE;
INSERT INTO `auth_user` VALUES (1,'pbkdf2_sha256$720000$Xk2mQ8vN1pR4tW7y$k9Jx3Lq0Zb5Vn8Ct2Md6Fh1Rg4Sw7Ea0Yu3Io6Pa9Kc=','2026-11-30 08:12:44.000000',1,'admin','','','hpc-ops@ibis.example.edu',1,1,'2023-04-02 10:00:00.000000');
INSERT INTO `auth_user` VALUES (2,'!Tq8Lw3Zp0Vm5Xc2Bn7Rk4Hd9Gf6Sj1','2026-11-29 16:40:02.000000',0,'aokafor','Adaeze','Okafor','aokafor@ibis.example.edu',0,1,'2024-09-10 09:12:00.000000');
UNLOCK TABLES;
LOCK TABLES `authtoken_token` WRITE;
INSERT INTO `authtoken_token` VALUES ('{{hex40:django-rest-framework-token}}','2025-03-14 11:20:31.000000',1);
UNLOCK TABLES;
-- Dump completed on 2026-11-30  2:00:03
