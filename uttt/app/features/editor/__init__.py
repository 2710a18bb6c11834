"""features.editor"""
