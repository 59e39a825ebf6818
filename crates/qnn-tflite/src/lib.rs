//! qnn-tflite
