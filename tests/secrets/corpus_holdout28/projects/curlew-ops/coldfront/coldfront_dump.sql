-- MariaDB dump 10.19  Distrib 10.11.8-MariaDB, for Linux (x86_64)
-- Host: curlew-mariadb01    Database: coldfront
LOCK TABLES `auth_user` WRITE;
INSERT INTO `auth_user` VALUES (1,'pbkdf2_sha256$720000$Xq3mZ8wP1cV5bN7k$Hj2K4l6N8p0R2s4T6v8X0z2B4d6F8h0J2l4N6p8R0s4=','2025-06-17 08:12:44',1,'rortega','Rafael','Ortega','r.ortega@curlew.example.ac.uk',1,1,'2023-09-01 10:00:00');
INSERT INTO `auth_user` VALUES (2,'pbkdf2_sha256$720000$Lm4n6P8q0R2s4T6v$Ab1c3D5e7F9g1H3i5J7k9L1m3N5o7P9q1R3s5T7u9V0=','2025-06-16 14:03:11',0,'cmacleod','Catriona','MacLeod','c.macleod@curlew.example.ac.uk',0,1,'2024-02-12 09:30:00');
INSERT INTO `auth_user` VALUES (3,'!Uq8rT2yW4eR6tY8uI0oP2aS4dF6gH8jK0lZ2xC4v','2025-06-10 16:40:02',0,'kasante','Kwabena','Asante','k.asante@curlew.example.ac.uk',0,1,'2024-10-01 11:15:00');
UNLOCK TABLES;
LOCK TABLES `allocation_allocationattribute` WRITE;
INSERT INTO `allocation_allocationattribute` VALUES (11,'2024-02-12','2024-02-12','seabird-gps',5,41),(12,'2024-10-01','2024-10-01','qpu-benchmarks',5,57),(13,'2025-01-20','2025-01-20','gres/gpu=8',7,57);
UNLOCK TABLES;
-- Dump completed on 2025-06-17  2:30:01
