"""features.archive"""
