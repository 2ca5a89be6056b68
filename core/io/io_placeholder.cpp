// Keeps core_io non-empty while the I/O sources are being written.
