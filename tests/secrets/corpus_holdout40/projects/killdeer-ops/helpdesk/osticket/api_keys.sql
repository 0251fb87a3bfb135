-- mysqldump of ost_api_key (help.killdeer.example.org)
INSERT INTO `ost_api_key` (`id`, `isactive`, `ipaddr`, `apikey`, `can_create_tickets`, `can_exec_cron`, `notes`, `updated`, `created`) VALUES
(1,1,'10.40.1.12','{{hex32_upper:osticket-api-key}}',1,0,'slurm job-failure hook','2025-06-10 11:02:33','2025-06-10 11:02:33'),
(2,0,'10.40.1.13','REVOKED-2025-03-01',0,1,'old cron host','2025-03-01 09:00:00','2024-01-15 08:30:00');
INSERT INTO `ost_staff` (`staff_id`, `username`, `passwd`) VALUES
(1,'mquintero','$2a$08$Jc7rB2dE8fG1hI4jK6lM8eN0oP2qR4sT6uV8wX0yZ2aB4cD6eF8gH');
