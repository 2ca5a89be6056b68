// placeholder until the ui sources land
