-- MySQL dump 10.13  Distrib 8.0.40, for Linux (x86_64)
-- Host: localhost    Database: ghost_production
-- excerpt kept for the migration test; users and api_keys only

LOCK TABLES `users` WRITE;
INSERT INTO `users` (`id`, `name`, `slug`, `password`, `email`, `status`) VALUES
('6718c2e9a1b3d4f5e6a7b8c9','Tomasz Nowicki','tomasz','$2a$10$8Lk2vWq9rT1yH4mN6pB3aeZ0xC5dF7gJ9kL1nP3rS5tV7wY9zA2bC','t.nowicki@sanderling.example.edu','active'),
('6718c2e9a1b3d4f5e6a7b8ca','RC News','rc-news','$2a$10$Qm4nR6tV8xZ0bD2fH4jL6eN8pR0tV2xZ4bD6fH8jL0nP2rT4vX6zA','news@sanderling.example.edu','inactive');
UNLOCK TABLES;

LOCK TABLES `api_keys` WRITE;
INSERT INTO `api_keys` (`id`, `type`, `secret`, `role_id`, `integration_id`) VALUES
('6718c3a0b1c2d3e4f5a6b7c8','content','22444f78447824223cefc48062',NULL,'6718c39fb1c2d3e4f5a6b7c7'),
('6718c3a0b1c2d3e4f5a6b7c9','admin','{{hex64:ghost-admin-api-secret}}','6718c2e8a1b3d4f5e6a7b8c1','6718c39fb1c2d3e4f5a6b7c7');
UNLOCK TABLES;
