"""features.studies"""
