-- MySQL dump 10.13  Distrib 8.0.39, for Linux (x86_64)
--
-- Host: localhost    Database: glpi
-- ------------------------------------------------------
/*!40101 SET NAMES utf8mb4 */;

DROP TABLE IF EXISTS `glpi_users`;
CREATE TABLE `glpi_users` (
  `id` int unsigned NOT NULL AUTO_INCREMENT,
  `name` varchar(255) DEFAULT NULL,
  `password` varchar(255) DEFAULT NULL,
  `api_token` varchar(255) DEFAULT NULL,
  `api_token_date` timestamp NULL DEFAULT NULL,
  PRIMARY KEY (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

LOCK TABLES `glpi_users` WRITE;
INSERT INTO `glpi_users` VALUES (2,'glpi','$2y$10$Mx4cNQ0bvL1f2dRkW7YqUe8oT3sH5jP9gA6zKbC0iVnE2uXyFwDlq',NULL,NULL);
INSERT INTO `glpi_users` VALUES (7,'pnovotna','$2y$10$Qw8eRt5yUi2oPa6sDf1gHeJk3lZx7cVb9nMq4wEr0tYu6iOpAsDfG','{{random40:glpi-user-token}}','2026-10-02 09:14:51');
INSERT INTO `glpi_users` VALUES (9,'slurm-sync','$2y$10$Zx3cVb7nM1qW5eR9tY2uI6oP0aS4dF8gH3jK7lZ1xC5vB9nM2qW6e','{{random40:glpi-user-token}}','2026-11-12 16:40:03');
UNLOCK TABLES;
