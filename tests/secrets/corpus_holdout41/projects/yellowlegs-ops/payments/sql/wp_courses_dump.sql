-- MySQL dump 10.13  Distrib 8.0.36, for Linux (x86_64)
-- Host: mysql01.yellowlegs.example.org    Database: wp_courses
LOCK TABLES `wp_users` WRITE;
INSERT INTO `wp_users` VALUES (1,'ops-admin','$wp$2y$10$Q3x9mK2vW7b1N5c8Z4l6JeH0gF2dS4aQ6wE8rT0yU2iO4pA6sD8fG','ops-admin','ops@yellowlegs.example.org','','2024-09-01 10:00:00','',0,'Ops Admin');
INSERT INTO `wp_users` VALUES (2,'jeriksen','$P$BZk3x9Q2mW7v1B5n8C4z6L0j2H4g6F8.','jeriksen','jeriksen@yellowlegs.example.org','','2024-09-01 10:05:00','',0,'Jonas Eriksen');
UNLOCK TABLES;
LOCK TABLES `wp_options` WRITE;
INSERT INTO `wp_options` VALUES (8812,'woocommerce_stripe_settings','a:6:{s:7:\"enabled\";s:3:\"yes\";s:8:\"testmode\";s:2:\"no\";s:15:\"publishable_key\";s:20:\"pk_live_51Nq8x000000\";s:10:\"secret_key\";s:32:\"{{stripe}}\";s:14:\"webhook_secret\";s:0:\"\";s:5:\"title\";s:11:\"Credit card\";}','yes');
INSERT INTO `wp_options` VALUES (8813,'woocommerce_paypal_settings','a:3:{s:7:\"enabled\";s:2:\"no\";s:12:\"api_username\";s:0:\"\";s:12:\"api_password\";s:0:\"\";}','yes');
INSERT INTO `wp_options` VALUES (8814,'_transient_wc_session_8f14e45fceea167a5a36dedd4bea2543','1776300000','no');
UNLOCK TABLES;
-- Dump completed on 2026-04-14  2:00:03
