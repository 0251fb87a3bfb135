-- dump of the tsigkeys table on ns1 (mysqldump --no-create-info pdns tsigkeys), 2025-03-02
INSERT INTO `tsigkeys` VALUES (1,'ns1-ns2.greenfinch.example.is.','hmac-sha256','{{tsig:tsig-key}}');
INSERT INTO `tsigkeys` VALUES (2,'acme-update.greenfinch.example.is.','hmac-sha256','{{tsig:tsig-key}}');
-- row 3 (old ISP secondary) deleted 2024-11, that key was revoked on both sides:
-- INSERT INTO `tsigkeys` VALUES (3,'oldisp-xfr.','hmac-md5','p9XqK2vLr7TzW0bN5cYh3A==');
