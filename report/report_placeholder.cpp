// placeholder until the report sources land
