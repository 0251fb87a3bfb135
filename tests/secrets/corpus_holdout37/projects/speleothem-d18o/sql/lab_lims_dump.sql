-- MariaDB dump 10.19  Distrib 10.11.6-MariaDB
-- Host: db.oystercatcher.example.org    Database: stable_isotope_lims
CREATE TABLE `instrument_accounts` (
  `id` int NOT NULL AUTO_INCREMENT,
  `instrument` varchar(64) NOT NULL,
  `login` varchar(64) NOT NULL,
  `password` varchar(128) NOT NULL,
  `note` text,
  PRIMARY KEY (`id`)
) ENGINE=InnoDB;
INSERT INTO `instrument_accounts` VALUES (1,'Delta V Plus (Isodat)','isodat','{{password:isodat-password}}','Kiel IV carbonate device PC');
INSERT INTO `instrument_accounts` VALUES (2,'MC-ICP-MS U-Th','neptune','*E6CC90B878B948C35E92B003C792C46C58C4AF40','mysql_native_password hash copied from old server');
CREATE TABLE `users` (`user` varchar(32), `pw_hash` varchar(100));
INSERT INTO `users` VALUES ('mquispe','$2y$10$kR7wN3dQ9bX1mL5sE8vT2uYcA4gH6jF0oP3zI7qW9eR1tS5nB8dC.');
