"""features.play"""
