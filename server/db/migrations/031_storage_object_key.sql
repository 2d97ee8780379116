-- The sweep of unreferenced objects looks rows up by their object key.
CREATE INDEX storage_objects_object_key ON storage_objects (object_key);
