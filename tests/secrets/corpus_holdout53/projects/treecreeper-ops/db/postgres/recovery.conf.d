primary_conninfo = 'host=pg01.treecreeper.example.fi port=5432 user=replicator password={{password:postgres-replication-password}} sslmode=verify-full application_name=pg02'
primary_slot_name = 'pg02_slot'
