-- queues and their correspond addresses (rt5 database, exported 2026-11-30)
INSERT INTO Queues (id, Name, Description, CorrespondAddress, CommentAddress) VALUES
 (1, 'General', 'Catch-all', 'help@dunlin.example.edu', 'help-comment@dunlin.example.edu'),
 (3, 'HPC', 'Cluster and Slurm', 'hpc-help@dunlin.example.edu', ''),
 (4, 'Storage', 'Quota and data transfer', 'storage-help@dunlin.example.edu', '');
-- users: passwords are LDAP-backed, the local column holds only the bcrypt hash of rt-bot
INSERT INTO Users (id, Name, Password, EmailAddress) VALUES
 (14, 'rt-bot', '!bcrypt!12!Jx8Kq2Lm9Pz4Rt7Vw1Nc3OeQ7gS9iU1kW3mY5oA7cE9gI1kM3oQ5sU', 'rt-bot@dunlin.example.edu');
