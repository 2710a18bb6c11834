"""features.looks"""
