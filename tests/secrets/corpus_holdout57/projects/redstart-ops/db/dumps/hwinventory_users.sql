-- mysqldump-style export of the inventory web app's users (HwInventory, for migration)
CREATE TABLE `app_users` (
  `id` int NOT NULL,
  `login` varchar(64) NOT NULL,
  `password_hash` varchar(255) NOT NULL,
  `api_token` char(40) DEFAULT NULL,
  PRIMARY KEY (`id`)
);
INSERT INTO `app_users` VALUES (1,'makesson','$2b$12$KIXxPfnK6bR5m3nQ8vT1uOe7W2yA4cD6fH9jL0pS3tV5xZ8bC1eG2',NULL);
INSERT INTO `app_users` VALUES (2,'onystrom','$argon2id$v=19$m=65536,t=3,p=4$c29tZXNhbHQxMjM0NTY$Rb2qW8eT5yU1iO3pA6sD9fG2hJ4kL7zX0cV3bN6mQ8w',NULL);
INSERT INTO `app_users` VALUES (3,'netbox-sync','!',
'{{hex40:hwinventory-api-token}}');
