-- MySQL dump 10.13  Distrib 8.0.39, for Linux (x86_64)
-- Host: catalogue-db.stint.example.org    Database: byz_catalogue
/*!40101 SET NAMES utf8mb4 */;

DROP TABLE IF EXISTS `users`;
CREATE TABLE `users` (`id` int NOT NULL, `email` varchar(190), `password_hash` varchar(255), PRIMARY KEY (`id`));
INSERT INTO `users` VALUES (1,'epapadaki@stint.example.org','$argon2id$v=19$m=65536,t=3,p=4$c2FsdHNhbHRzYWx0c2FsdA$Z3Jq9kT2vR7wL5nH8jC4pF6sD1gA0zE3yU7iO2kM9cQ'),(2,'viewer@stint.example.org','$2y$12$Jq3kB9mT2vR7wL5nH8jC4uF6sD1gA0zE3yU7iO2kM9cB4nT6fY8hK');

DROP TABLE IF EXISTS `api_keys`;
CREATE TABLE `api_keys` (`id` int NOT NULL, `label` varchar(64), `key_sha256` char(64), PRIMARY KEY (`id`));
INSERT INTO `api_keys` VALUES (1,'mirador-annotations','4a6c8e0f2b4d6a8c0e2f4b6d8a0c2e4f6b8d0a2c4e6f8b0d2a4c6e8f0b2d4a6c');

DROP TABLE IF EXISTS `settings`;
CREATE TABLE `settings` (`name` varchar(64) NOT NULL, `value` text, PRIMARY KEY (`name`));
INSERT INTO `settings` VALUES ('smtp_host','smtp.office365.com'),('smtp_user','byz-catalogue@stint.example.org');
INSERT INTO `settings` VALUES ('smtp_password','{{password:smtp-password}}');
INSERT INTO `settings` VALUES ('iiif_base','https://iiif.stint.example.org/iiif/3'),('session_salt_version','7');
-- Dump completed on 2026-03-18  2:00:04
